/**
 * Copy of /admin/launch (the launch checklist) and /admin/proof/reviews (each office's street address
 * and review figures, and the site-wide ones), ADR 079.
 */

export const launchPage = {
  title: "Launch Checklist",
  description:
    "Every value that must be real before the site goes live: done, or what is still missing and where to set it.",
  caption: "Before launch",
  columns: { item: "Item", state: "State", detail: "What the site has", where: "Where it is set" },
  done: "Done",
  missing: "Missing",
  summary: (missing: number, total: number) =>
    missing === 0 ? `All ${total} items are done.` : `${missing} of ${total} items still missing.`,
  deployNote: "npm run deploy prints the same list from the live database after each deploy.",
} as const;

export const reviewsPage = {
  title: "Offices and Reviews",
  description:
    "Each office's street address and review figures, and the company's own. The figures start as the specification's: confirm each against its source before launch.",
  caption: "Offices and review figures",
  company: "All Offices (Site-Wide)",
  columns: {
    office: "Office",
    address: "Street address",
    rating: "Rating",
    reviews: "Reviews",
    confirmed: "Confirmed",
    actions: "Actions",
  },
  noAddress: "Not set",
  notConfirmed: "Not confirmed",
  edit: "Edit",
  back: { label: "Offices and Reviews", href: "/admin/proof/reviews" },
  officeDescription: "The office's street address and review figures, as its Business Profile shows them.",
  companyDescription: "The company's own rating and review count: the rating every page's structured data gives.",
  officeHeading: "Address and Review Figures",
  companyHeading: "Review Figures",
  editText: (minutes: number, office: boolean) =>
    `Saving updates ${office ? "this office's pages" : "the home page"} here at once; other pages and data centres show it within ${minutes} minutes.`,
  fields: {
    streetAddress: "Street address",
    streetAddressHint: "Street and number, as on the office's Business Profile. Empty: the city and ZIP code only.",
    rating: "Rating (1.0 to 5.0)",
    count: "Number of reviews",
    sourceUrl: "Where the figures can be checked",
    sourceUrlHint: "The Business Profile's reviews page, starting with https://",
    confirmed: "I checked these figures against the source",
    confirmedHint: "Ticked, the checklist counts them as confirmed today; unticked, as still to confirm.",
  },
  save: "Save",
  saving: "Saving…",
} as const;

export const reviewMessages = {
  ratingInvalid: "Please enter a rating from 1.0 to 5.0 with at most one decimal, like 4.8.",
  countInvalid: "Please enter the number of reviews as a whole number from 1, like 203: a rating needs reviews.",
  sourceUrlInvalid: "Please enter an https:// address, or leave it empty.",
  addressInvalid: "Please enter a street address of 3 to 120 characters, or leave it empty.",
  confirmNeedsSource: "Please give the address where the figures can be checked before confirming them.",
  fixErrors: "Please correct the highlighted fields and save again.",
} as const;
