/** Copy of the lead inbox (/admin/leads): pipeline and source names, and the forms' messages. */

export const leadStatusLabels = {
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  won: "Won",
  lost: "Lost",
} as const;

export const leadSourceLabels = {
  contact: "Contact form",
  demo: "Demo booking",
  widget: "Widget",
  audit: "Audit report",
} as const;

export const leadInboxMessages = {
  statusInvalid: "Please choose one of the pipeline's statuses.",
  noteRequired: "Please write the note before adding it.",
  noteTooLong: "Please keep a note under 4,000 characters.",
  statusSaved: "Status changed.",
  noteSaved: "Note added.",
  /** A note or status change for a lead that no longer exists. */
  leadGone: "This lead no longer exists.",
} as const;

/** The inbox page (/admin/leads): filters, counts and the table's headings. */
export const leadInboxCopy = {
  filterLabel: "Filter leads",
  status: "Status",
  source: "Source",
  service: "Service",
  search: "Search",
  searchHint: "Name, email or company",
  any: "Any",
  exportCsv: "Export CSV",
  audits: "Audit Requests",
  /** "1 lead", "120 leads"; "matching these filters" when a filter is on. */
  count: (total: number) => `${total.toLocaleString("en-US")} ${total === 1 ? "lead" : "leads"}`,
  filtered: "matching these filters",
  showing: (from: number, to: number) => `showing ${from}–${to}, newest first`,
  caption: "Leads, newest first",
  columns: {
    name: "Name",
    email: "Email",
    source: "Source",
    service: "Service",
    status: "Status",
    received: "Received",
  },
  /** The saved views above the list (ADR 048), each a link: `/admin/leads?view=new`. */
  viewsLabel: "Saved views",
  views: { all: "All leads", new: "New", week: "This week", qualified: "Qualified", won: "Won" },
  /** The filters' disclosure; "2 on" when filters are set. */
  filters: "Filters",
  filtersOn: (count: number) => `${count} on`,
  /** A row's status form. */
  rowStatus: (name: string) => `Status of ${name}`,
  saveRowStatus: "Save",
  saveRowStatusFor: (name: string) => ` the status of ${name}`,
  /** Puts back the status a row had before its last change (ADR 073). */
  undoRowStatus: "Undo",
  undoRowStatusFor: (name: string, status: string) => ` the status change of ${name}, back to ${status}`,
  undoLabel: (name: string) => `Undo the status change of ${name}`,
  /** Said once a row's status is saved (and shown at the top after a post without JavaScript). */
  statusChanged: (name: string, status: string) => `${name} is now ${status}.`,
  leadsLabel: "Leads",
  noMatch: {
    icon: "search",
    title: "No Lead Matches These Filters",
    text: "Try another status or source, or search for part of a name, an email or a company.",
    action: { label: "Show every lead", href: "/admin/leads" },
  },
} as const;

/** The page of one lead (/admin/leads/{id}). */
export const leadPageCopy = {
  back: { label: "All leads", href: "/admin/leads" },
  details: "Details",
  detailsText: "Everything the visitor sent, as the site stored it.",
  fields: {
    received: "Received",
    source: "Source",
    email: "Email",
    company: "Company",
    phone: "Phone",
    service: "Service",
    message: "Message",
    preferredDate: "Preferred date",
    preferredTime: "Preferred time",
    emailDomain: "Email domain",
    leadId: "Lead id",
    submissionId: "Submission id",
    widgetId: "Widget id",
    auditPreviewId: "Audit preview id",
    updatedAt: "Last changed",
  },
  notGiven: "Not given",
  pipeline: "Pipeline",
  pipelineText: "Move the lead along as the conversation goes; each change is recorded on the timeline.",
  statusLabel: "Status",
  saveStatus: "Save status",
  savingStatus: "Saving…",
  note: "Internal Note",
  noteText: "Only admins see notes. A note cannot be edited once added.",
  noteLabel: "Note",
  addNote: "Add note",
  addingNote: "Adding…",
  timeline: "Timeline",
  timelineText: "Recorded by the database when something changes; nothing on it can be edited.",
  site: "The site",
  /** The lead's arrival, the visitor's doing, named by the form it came from (its source). */
  receivedFrom: {
    contact: "Received from the contact form",
    demo: "Received from the demo booking form",
    audit: "Received from the audit report's “Email me this report” form",
    widget: "Received from a widget",
  },
  receivedFromWidget: (widget: string) => `Received from the widget “${widget}”`,
  /** Ids and stamps the admin rarely needs, behind a disclosure under the details. */
  technical: "Technical details",
  /** The message and the ways to answer it, first on the page (ADR 048). */
  messageHeading: "Message",
  noMessage: "No message was sent with this lead.",
  contactLabel: "Contact",
  /** Next and previous in the list the admin came from. */
  neighboursLabel: "Other leads in this list",
  newer: "Newer",
  older: "Older",
  notePrefix: "Note: ",
  reply: "Reply by email",
} as const;

/** The audit report beside a lead from "Email me this report" (ADR 046). */
export const leadAuditCopy = {
  title: "Audit Report Asked For",
  description: "The preview this visitor asked us to email, with what to fix first.",
  notYet: "The audit is still being stored; reload in a minute.",
  noScore: "Not checked yet",
  tooLarge: "Too large to check fully",
  notChecked: "Not checked: no page to read",
  score: (score: number) => `Score ${score}/100`,
  findingsLabel: "Top findings",
  checked: "Checked",
  open: "Open the report",
  expired: "The preview's page has expired; its findings are kept here.",
} as const;
