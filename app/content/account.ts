/**
 * Copy of the account and admin frame (the sidebar). The root layout draws the frame on every
 * account page, so this file stays small: each page's copy is in account-pages.ts, the list
 * building blocks' in account-lists.ts, and only the route that shows them loads them.
 */
export const accountCopy = {
  navLabel: "Account",
  signedInAs: "Signed in as",
  unnamed: "your account",
  adminBadge: "Admin",
  /** Beside "Leads" in the admin navigation: the number shows, the word is read. */
  newCount: (count: number) => (count > 99 ? "99+" : String(count)),
  newCountSuffix: " new",
} as const;

/** The web-vitals table of /admin/analytics (docs/product.md §7.5). */
export const vitalsCopy = {
  heading: "Web Vitals",
  intro:
    "What visitors' browsers measured: the 75th percentile per page and metric over the last 28 days, rated against Google's thresholds. Each sender counts once a day, with the median of what it sent; values more than ten times the median (or ten times the good threshold, if higher) are set aside, so a flood of made-up reports cannot decide a rating unless it comes from most of the senders.",
  columns: { page: "Page", metric: "Metric", p75: "75th percentile", samples: "Samples", rating: "Rating" },
  /** Under a row's samples when some values were beyond the fence (ADR 050). */
  setAside: "+{count} set aside",
  ratings: { good: "Good", "needs-improvement": "Needs improvement", poor: "Poor" },
  thresholds: "Good up to {good}; poor above {poor}",
  tooFew: "Too few samples",
  tooFewDetail: "A rating needs {min}; these {samples} could be a few visits.",
  empty: "No web-vitals reports yet.",
  unavailable: "Web vitals could not be loaded just now.",
} as const;
