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

/** Where a record of every kind stands in its list, and whether the site shows it. */
export const placementCopy = {
  position: "Order",
  positionHint: "Lower numbers show first.",
  published: "Published on the site",
} as const;

/** The kinds of proof, one page each with its list and its form (ADR 078); a new kind adds a tab. */
export const proofTabs = [
  { label: "Testimonials", href: "/admin/proof" },
  { label: "Client logos", href: "/admin/proof/logos" },
  { label: "Case studies", href: "/admin/proof/case-studies" },
  { label: "Offices and reviews", href: "/admin/proof/reviews" },
] as const;

export const proofTabsLabel = "Kinds of proof";

/** /admin/proof/logos: the logo strip under the home page's hero. */
export const logoCopy = {
  title: "Client logos",
  description: "The logos of the home page's client strip, once published. With none, the strip is not shown.",
  empty: {
    icon: "award",
    title: "No Client Logos Yet",
    text: "Add a client's logo below, with their permission to show it. Until one is published, the home page shows no logo strip.",
  },
  caption: "Client logos, in the order the site shows them",
  columns: {
    logo: "Logo",
    client: "Client",
    link: "Link",
    status: "Status",
    updated: "Last changed",
    actions: "Actions",
  },
  newHeading: "New Client Logo",
  newText: "A client's logo, shown only with their permission. It is a draft until you publish it.",
  create: "Add logo",
  creating: "Adding…",
  back: { label: "All client logos", href: "/admin/proof/logos" },
  editHeading: "Client Logo",
  editText: (minutes: number) =>
    `A saved change shows on the home page at once in this region, and everywhere within ${minutes} minutes.`,
  save: "Save logo",
  saving: "Saving…",
  deleteHeading: "Delete This Logo",
  deleteText: "It leaves the site at once. This cannot be undone.",
  delete: "Delete logo",
  fields: {
    name: "Client's name",
    nameHint: "Read out in place of the logo by screen readers.",
    imageUrl: "Logo address",
    imageHint:
      "A path on this site (/images/…) or an https address of the company's storage; shown 32 px tall on the dark home page, so a light logo reads best.",
    linkUrl: "Link (optional)",
    linkHint: "The client's site (https).",
  },
} as const;

/** /admin/proof/case-studies: the client and the figures a case study shows. */
export const figureCopy = {
  title: "Case studies",
  description:
    "The client a case study is of, and its figures, shown on the case study, the case studies page and the home page once published.",
  empty: {
    icon: "bar-chart",
    title: "No Case Study Figures Yet",
    text: "Add a figure below, with the date the client agreed to publish it. Until one is published, the case studies show no client and no figure, and the home page no case study.",
  },
  caption: "Case study figures, by case study, in the order the site shows them",
  columns: {
    figure: "Figure",
    caseStudy: "Case study",
    client: "Client",
    change: "Before → after",
    status: "Status",
    updated: "Last changed",
    actions: "Actions",
  },
  newHeading: "New Case Study Figure",
  newText:
    "One measured result of a case study, for the client it is of. It is a draft until you publish it; publishing needs the date of the client's consent.",
  create: "Add figure",
  creating: "Adding…",
  back: { label: "All case study figures", href: "/admin/proof/case-studies" },
  editHeading: "Case Study Figure",
  editText: (minutes: number) =>
    `A saved change shows on the case study, the case studies page and the home page at once in this region, and everywhere within ${minutes} minutes.`,
  save: "Save figure",
  saving: "Saving…",
  deleteHeading: "Delete This Figure",
  deleteText: "It leaves the site at once. This cannot be undone.",
  delete: "Delete figure",
  units: { percent: "Percentage (0 to 100)", index: "Number or index (change in per cent)" },
  fields: {
    caseStudy: "Case study",
    clientName: "Client's name",
    clientHint: "As the client agreed to be named; the case study shows the name of its first published figure.",
    label: "Measure",
    labelHint: "For example: Organic traffic.",
    unit: "Kind of figure",
    before: "Before",
    after: "After",
    consentDate: "Consent date",
    consentHint: "When the client agreed to publish it. Needed to publish.",
  },
} as const;

export const recordMessages = {
  logoNameRequired: "Please enter the client's name (up to 80 characters).",
  imageInvalid: "Please enter a path on this site (/images/logo.svg) or an https address.",
  linkInvalid: "Please enter an https address.",
  caseStudyInvalid: "Please choose one of the case studies.",
  clientRequired: "Please enter the client's name (up to 80 characters).",
  labelRequired: "Please enter the measure (up to 40 characters).",
  unitInvalid: "Please choose the kind of figure.",
  figureInvalid: "Please enter a whole number (0 to 100 for a percentage).",
  indexStartsAboveZero: "A number's change is counted from where it started: it cannot start at 0.",
  consentRequired: "A client's figures are published only with their consent: enter its date.",
} as const;
