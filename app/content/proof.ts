/** Copy of /admin/proof, where the company enters its clients' testimonials (ADR 074). */

export const proofPage = {
  title: "Proof",
  description: "Client testimonials the home page's carousel and the plan cards show, once published.",
  empty: {
    icon: "message-square",
    title: "No Testimonials Yet",
    text: "Add a client's words below, with their consent date. Until one is published, the site shows no carousel and no plan quote.",
  },
} as const;

export const proofCopy = {
  caption: "Testimonials, in the order the site shows them",
  listHeading: "Testimonials",
  columns: {
    client: "Client",
    quote: "Quote",
    rating: "Rating",
    shownOn: "Shown on",
    status: "Status",
    updated: "Last changed",
    actions: "Actions",
  },
  carousel: "Home page carousel",
  published: "Published",
  draft: "Draft",
  illustrative: "Illustrative",
  stars: (rating: number) => `${rating} of 5`,
  edit: "Edit",
  newHeading: "New Testimonial",
  newText:
    "A client's own words, as they agreed to be quoted. It is a draft until you publish it; publishing needs the date of their consent.",
  create: "Add testimonial",
  creating: "Adding…",
  back: { label: "All testimonials", href: "/admin/proof" },
  editHeading: "Testimonial",
  /** Where the change shows when: this data centre drops its copies, others keep theirs until they expire. */
  editText: (minutes: number) =>
    `A saved change shows on the home page and the CRM page at once in this region, and everywhere within ${minutes} minutes.`,
  save: "Save testimonial",
  saving: "Saving…",
  deleteHeading: "Delete This Testimonial",
  deleteText: "It leaves the site at once. This cannot be undone.",
  delete: "Delete testimonial",
  fields: {
    name: "Client's name",
    role: "Role",
    company: "Company",
    quote: "Quote",
    rating: "Rating",
    ratingOption: (rating: number) => `${rating} of 5`,
    photoUrl: "Photo address (optional)",
    photoHint: "A path on this site (/images/…) or an https address of the company's storage.",
    consentDate: "Consent date",
    consentHint: "When the client agreed to be quoted. Needed to publish.",
    sourceUrl: "Source link (optional)",
    sourceHint: "Where the words can be checked, such as a public review (https).",
    planId: "Shown on",
    position: "Order",
    positionHint: "Lower numbers show first.",
    published: "Published on the site",
  },
} as const;

export const proofMessages = {
  nameRequired: "Please enter the client's name.",
  nameTooLong: "Please keep the name under 80 characters.",
  roleTooLong: "Please keep the role under 80 characters.",
  companyTooLong: "Please keep the company under 80 characters.",
  quoteLength: "Please enter a quote of 20 to 600 characters.",
  ratingInvalid: "Please choose a rating from 1 to 5.",
  photoInvalid: "Please enter a path on this site (/images/photo.jpg) or an https address.",
  sourceInvalid: "Please enter an https address.",
  dateInvalid: "Please enter a date as YYYY-MM-DD, not in the future.",
  consentRequired: "A testimonial is published only with the client's consent: enter its date.",
  planInvalid: "Please choose the carousel or one of the plans.",
  planTaken: "Another published testimonial is already that plan's quote. Unpublish it first, or choose another place.",
  positionInvalid: "Please enter a whole number from 0 to 10000.",
  fixErrors: "Please correct the highlighted fields and save again.",
  /** The table refused what the form let through: a net under the form's own checks. */
  refused: "These values could not be stored. Please check each field and save again.",
} as const;
