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
