/**
 * The audit preview's words (docs/product.md §7.1; ADR 046): the report the
 * site makes of a visitor's page, at /audit/preview/{id}, and the page that explains the site's
 * fetcher to the owners of the sites it visits (/audit-bot).
 */

const TITLE_PREFIX = "SEO audit preview: ";

export const auditPreviewCopy = {
  title: (hostname: string) => `${TITLE_PREFIX}${hostname}`,
  /** The heading's words before the hostname, which the page writes with its own line breaks. */
  titlePrefix: TITLE_PREFIX,
  description: "What our quick check found on this page, with the full audit one click away.",
  eyebrow: "Instant audit preview",
  checking: (hostname: string) => `Checking ${hostname}…`,
  checkingDetail: "We are fetching the page and reading it the way a search engine does. This takes a few seconds.",
  scoreLabel: "Preview score",
  scoreOutOf: "out of 100",
  summary: (counts: { pass: number; warn: number; fail: number }) =>
    `${counts.pass} passed, ${counts.warn} to improve, ${counts.fail} failed`,
  /** A page past the HTML pass's limits (ADR 059): no score from part of a page. */
  tooLarge: {
    heading: "Page too large to check fully",
    text: "This page has more markup than the quick check reads, so its title, headings and tags were not checked and it gets no score. Check a lighter page of the site, or get the full report.",
  },
  checkedAt: "Checked",
  finalUrl: "Final address",
  status: { pass: "Pass", warn: "Improve", fail: "Fail" },
  groups: { fail: "Fix first", warn: "Worth improving", pass: "Already right" },
  whyLabel: "Why it matters",
  fullReport: "Get the full report",
  fullReportNote: "The full audit covers backlinks, keywords, page speed and local visibility (opens in a new tab).",
  anotherSite: "Audit another site",
  openPage: "Open this report on its own page",
  shareNote: (days: number) => `Anyone with this page's link can see this preview for ${days} days.`,
  failed: "We could not finish checking this page. Please run the audit again in a minute.",
  notFound: "This audit preview does not exist or has expired.",
  tooManyViews: "You have opened many audit previews in a short while. Please wait a minute and open this one again.",
  unavailable: "Audit previews are temporarily unavailable. Please try again in a few minutes.",
  emailForm: {
    title: "Email me this report",
    success:
      "Thank you. An SEO specialist will email you this report, with notes on what to fix first, within one business day.",
    submit: "Email me this report",
    pending: "Sending…",
  },
} as const;
