/**
 * The audit preview's report (docs/product.md, "The audit preview's checks"): what the Worker found
 * when it fetched the visitor's page itself. Types and pure helpers only, safe in the browser.
 * Every string is plain text written by us or quoted from the page as text, never markup: the page
 * renders it through React, which escapes it.
 */

export type CheckStatus = "pass" | "warn" | "fail";

export type CheckId =
  | "status"
  | "content-type"
  | "redirects"
  | "https"
  | "speed"
  | "size"
  | "title"
  | "description"
  | "h1"
  | "canonical"
  | "robots-meta"
  | "lang"
  | "viewport"
  | "social"
  | "json-ld"
  | "image-alt"
  | "links"
  | "robots-txt"
  | "sitemap"
  | "favicon";

export interface Check {
  id: CheckId;
  /** What is checked, e.g. "Title tag". */
  label: string;
  status: CheckStatus;
  /** One line in plain words about this page, e.g. "“Acme Plumbing – Home” is 22 characters; 30–60 reads best." */
  finding: string;
  /** One line: why it matters for ranking. */
  why: string;
  /** Points out of 100 (score.ts): a pass earns all, a warning half, a fail none. */
  weight: number;
}

/**
 * Why the fetch could not complete; the checks then say so in plain words. "host-busy": a redirect
 * led to a host the site has fetched as often as it may this minute (its per-host limit).
 */
export type PreviewError = "timeout" | "unreachable" | "refused-hop" | "host-busy" | "too-many-redirects" | "loop";

export interface PreviewReport {
  requestedUrl: string;
  finalUrl: string;
  /** ISO 8601. */
  fetchedAt: string;
  /** 0–100, an integer; null when the page was too large to check fully (no score from part of a page). */
  score: number | null;
  checks: Check[];
  /** ttfbMs: from the first request to the last response's headers (redirects included). */
  timings: { ttfbMs: number | null; totalMs: number };
  /** Every response received, in order; the last is the page (or the hop where it stopped). */
  hops: { url: string; status: number }[];
  httpStatus: number | null;
  contentType: string | null;
  /** Bytes of the body read (after any content encoding was undone). */
  bytesRead: number;
  /** True when the body was longer than the byte limit and reading stopped there. */
  truncated: boolean;
  error?: PreviewError;
  /** The page had more than the HTML pass reads (read-page.server.ts, READ_LIMITS): its HTML is not checked. */
  tooLarge?: true;
}

const STATUS_RANK: Record<CheckStatus, number> = { fail: 0, warn: 1, pass: 2 };

/** The checks most worth fixing first: fails before warnings, heavier weight first; passes never. */
export function topFindings(report: PreviewReport, n = 3): Check[] {
  return report.checks
    .filter((check) => check.status !== "pass")
    .map((check, index) => ({ check, index }))
    .sort(
      (a, b) =>
        STATUS_RANK[a.check.status] - STATUS_RANK[b.check.status] ||
        b.check.weight - a.check.weight ||
        a.index - b.index,
    )
    .slice(0, Math.max(0, n))
    .map(({ check }) => check);
}
