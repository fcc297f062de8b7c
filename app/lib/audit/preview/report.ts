/**
 * The audit preview's report (docs/product.md, "The audit preview's checks"): what the Worker found
 * when it fetched the visitor's page itself. Types and pure helpers only, safe in the browser.
 * Every string is plain text written by us or quoted from the page as text, never markup: the page
 * renders it through React, which escapes it.
 */
import { isHtmlType, mediaType } from "./content-type";

/** "skip": not checked (the page or the site's files could not be read); neither a pass nor a fail, and worth no points. */
export type CheckStatus = "pass" | "warn" | "fail" | "skip";

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
  /** The tags, addresses or elements the finding is about (evidence.ts); none in reports made before them. */
  evidence?: string[];
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
  /**
   * 0–100, an integer; null when there was no page to check (`pageProblem`) or only part of one
   * (too large, not read): no score from part of a page, nor from none.
   */
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
  /** The page had more than the HTML pass reads (fact-collector.server.ts, READ_LIMITS): its HTML is not checked. */
  tooLarge?: true;
  /** The page's first title and description, as a search snippet shows them (none before issue 34 §3). */
  snippet?: { title: string | null; description: string | null };
  /** A 2xx answer that was not read as HTML (no type and no HTML in its first bytes, or the reader failed). */
  unread?: true;
}

const STATUS_RANK: Record<Exclude<CheckStatus, "skip">, number> = { fail: 0, warn: 1, pass: 2 };

/** The checks most worth fixing first: fails before warnings, heavier weight first; passes and checks not made never. */
export function topFindings(report: PreviewReport, n = 3): (Check & { status: "warn" | "fail" })[] {
  return report.checks
    .filter((check): check is Check & { status: "warn" | "fail" } => check.status === "warn" || check.status === "fail")
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

/**
 * Why there was no page to check (issue 34): the fetch did not complete, the address answered
 * something other than 2xx, or not an HTML page. Such a report has no score and shows one state
 * card, never a list of failed checks.
 */
export type PageProblem =
  | { kind: "timeout"; host: string }
  | { kind: "unreachable"; host: string }
  | { kind: "busy"; host: string }
  | { kind: "redirect"; url: string; reason: "refused-hop" | "too-many-redirects" | "loop" }
  | { kind: "status"; url: string; status: number }
  | { kind: "not-html"; url: string; contentType: string }
  | { kind: "unreadable"; url: string };

type ProblemFields = Pick<
  PreviewReport,
  "error" | "requestedUrl" | "finalUrl" | "httpStatus" | "contentType" | "unread"
>;

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname;
  } catch {
    return url;
  }
};

/** Why `report` had no page to check, or null when it had one (a 2xx HTML answer). */
export function pageProblem(report: ProblemFields): PageProblem | null {
  // Where the fetch stopped: after a redirect, the host it was sent to.
  const host = hostOf(report.finalUrl || report.requestedUrl);
  switch (report.error) {
    case "timeout":
      return { kind: "timeout", host };
    case "unreachable":
      return { kind: "unreachable", host };
    case "host-busy":
      return { kind: "busy", host };
    case "refused-hop":
    case "too-many-redirects":
    case "loop":
      return { kind: "redirect", url: report.requestedUrl, reason: report.error };
    case undefined:
      break;
  }
  const status = report.httpStatus;
  if (status === null) return { kind: "unreachable", host };
  if (status < 200 || status >= 300) return { kind: "status", url: report.finalUrl, status };
  const type = mediaType(report.contentType);
  if (type && !isHtmlType(type)) return { kind: "not-html", url: report.finalUrl, contentType: type };
  if (report.unread) return { kind: "unreadable", url: report.finalUrl };
  return null;
}

/** How reports made before "Not checked" was a status of its own wrote it (a fail whose finding says so). */
const LEGACY_NOT_CHECKED = /^Not checked[.:]/;

/**
 * A report as stored (a preview, a watched project's check), read with today's rules: a check
 * that was not made is "skip", and a report without a page has no score, whenever it was made.
 */
export function readReport(report: PreviewReport): PreviewReport {
  const checks = report.checks.map((check) =>
    check.status === "fail" && LEGACY_NOT_CHECKED.test(check.finding) ? { ...check, status: "skip" as const } : check,
  );
  return { ...report, checks, score: pageProblem(report) ? null : report.score };
}
