/** Copy of the account and admin frame (the pages' own copy sits beside each page's content). */
export const accountCopy = {
  navLabel: "Account",
  signedInAs: "Signed in as",
  unnamed: "your account",
  adminSuffix: "(administrator)",
} as const;

/** The web-vitals table of /admin/analytics (docs/product.md §7.5). */
export const vitalsCopy = {
  heading: "Web vitals",
  intro:
    "What visitors' browsers measured: the 75th percentile per page and metric over the last 28 days, rated against Google's thresholds.",
  columns: { page: "Page", metric: "Metric", p75: "75th percentile", samples: "Samples", rating: "Rating" },
  ratings: { good: "Good", "needs-improvement": "Needs improvement", poor: "Poor" },
  thresholds: "Good up to {good}; poor above {poor}",
  empty: "No web-vitals reports yet.",
  unavailable: "Web vitals could not be loaded just now.",
} as const;
