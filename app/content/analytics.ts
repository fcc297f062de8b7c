/** Copy of the analytics page (/admin/analytics): its periods, figures and charts. */
export const analyticsCopy = {
  periodLabel: "Period",
  period: (days: number) => `${days} days`,
  periodNote: (days: number) => `The last ${days} days, today included; days are UTC.`,
  figures: {
    leads: "Leads received",
    audits: "Audits started",
    won: "Leads won",
    stillNew: "Leads still new",
  },
  leadsChart: "Leads per Day by Source",
  leadsSummary: (total: number, days: number) =>
    `${total} ${total === 1 ? "lead" : "leads"} in the last ${days} days, per day, stacked by the form that sent them.`,
  auditsChart: "Audits per Day",
  auditsSummary: (total: number, days: number) =>
    `${total} ${total === 1 ? "audit" : "audits"} started in the last ${days} days, per day.`,
  auditsSeries: "Audits",
  dayHeader: "Day",
  showTable: "Show the numbers as a table",
  statusHeading: "Leads by Status",
  statusText: "Leads received in the period, by where they stand now.",
  statusHeader: "Status",
  domainsHeading: "Most Audited Domains",
  domainsText: "The domains audited most often in the period.",
  domainHeader: "Domain",
  countHeader: "Count",
  noDomains: "No audits in this period.",
  seeAudits: { label: "All audit requests", href: "/admin/audits" },
  /** The sales figures that open the page (ADR 048). */
  salesHeading: "Sales",
  salesLabel: "Sales in figures",
  thisWeek: "Leads this week",
  lastWeek: (count: number) => `${count} last week`,
  waiting: "New, not yet contacted",
  qualified: "Qualified",
  wonInPeriod: "Won",
  inPeriod: (days: number) => `Of the leads of the last ${days} days`,
  periodTotal: (days: number) => `In the last ${days} days`,
  openInbox: { label: "Open the new leads", href: "/admin/leads?view=new" },
  /** The web vitals: one row per metric, the pages behind a disclosure. */
  vitalsHeading: "Web Vitals",
  vitalsIntro:
    "The 75th percentile of what visitors' browsers measured on every page over the last 28 days, per metric, rated against Google's thresholds; values more than ten times the median are set aside.",
  vitalsCaption: "Web vitals by metric, all pages",
  vitalsColumns: { metric: "Metric", p75: "75th percentile", samples: "Samples", rating: "Rating" },
  vitalsNone: "No reports",
  vitalsPerPage: "Per page: every page and metric",
} as const;
