/**
 * The audit preview's checks of the fetch itself (docs/product.md, "The audit preview's checks"):
 * status, content type, redirects, HTTPS, speed and size, and the plain words for a fetch that did
 * not complete or a page that was not read. Pure.
 */
import type { FetchedPage } from "./fetch-page.server";
import { formatBytes, formatMs, shortUrl, statusText, token, type Verdict } from "./finding-wording";
import type { PageFacts } from "./page-facts";
import type { CheckStatus } from "./report";
import { isHtmlType, mediaType } from "./content-type";

const THRESHOLDS = {
  /** Time to first byte: good up to 0.8 s, poor past 1.8 s (web.dev's TTFB bands). */
  ttfbGoodMs: 800,
  ttfbPoorMs: 1_800,
  /** The whole fetch, body included. */
  totalGoodMs: 2_000,
  totalPoorMs: 4_000,
  /** HTML above this is heavy. */
  heavyHtmlBytes: 500 * 1024,
  /** Uncompressed HTML below this is too small for compression to matter. */
  compressFromBytes: 10 * 1024,
} as const;

/** The fetch's limits, to name them in findings. */
export interface FetchLimits {
  timeoutMs: number;
  maxBytes: number;
  maxHops: number;
}

/** Plain words for a fetch that did not complete, or null when it did. */
export function fetchFailure(fetched: FetchedPage, limits: FetchLimits): string | null {
  switch (fetched.error) {
    case undefined:
      return null;
    case "timeout":
      return `The page did not arrive within ${formatMs(limits.timeoutMs)}, so the fetch stopped.`;
    case "unreachable":
      return "The site could not be reached: no connection, or it closed without an answer.";
    case "refused-hop":
      return `A redirect led to ${shortUrl(fetched.refused?.url ?? fetched.finalUrl)}, which is not a public website (${
        fetched.refused?.reason ?? "refused"
      }), so the fetch stopped there.`;
    case "host-busy":
      return `A redirect led to ${shortUrl(fetched.refused?.url ?? fetched.finalUrl)}, a site we have checked as often as we may this minute, so the fetch stopped there. Try again in a minute.`;
    case "loop":
      return `The redirects go round in a loop (back to ${shortUrl(fetched.finalUrl)}).`;
    case "too-many-redirects":
      return `More than ${limits.maxHops} redirects in a row, so the fetch stopped.`;
  }
}

/** Why the page's HTML was not read (facts is null), in plain words. */
export function unreadReason(fetched: FetchedPage): string {
  const code = fetched.status ?? 0;
  if (code < 200 || code >= 300) return `Not checked: the page answered ${statusText(code)}, not a page to read.`;
  if (!isHtmlType(fetched.contentType) && fetched.contentType) {
    return `Not checked: the address returned ${shortUrl(mediaType(fetched.contentType), 60)}, not an HTML page.`;
  }
  return "Not checked: the page's HTML could not be read.";
}

export function judgeStatus(code: number): Verdict {
  if (code === 200) return ["pass", "The page answered 200 OK."];
  if (code >= 200 && code < 300) return ["warn", `The page answered ${statusText(code)} rather than 200 OK.`];
  if (code >= 300 && code < 400) {
    return ["warn", `The page answered ${statusText(code)} without a usable redirect, rather than 200 OK.`];
  }
  if (code === 404 || code === 410) {
    return ["fail", `The page answered ${statusText(code)}: search engines drop pages that are not found.`];
  }
  if (code >= 500)
    return ["fail", `The page answered ${statusText(code)}: a server error; crawlers retry, then drop it.`];
  return ["fail", `The page answered ${statusText(code)}: search engines do not index error answers.`];
}

export function judgeRedirects(fetched: FetchedPage, limits: FetchLimits): Verdict {
  if (fetched.error === "loop") return ["fail", `The redirects loop back to ${shortUrl(fetched.finalUrl)}.`];
  if (fetched.error === "too-many-redirects") {
    return ["fail", `More than ${limits.maxHops} redirects in a row; crawlers give up on chains this long.`];
  }
  if (fetched.error === "refused-hop") {
    return ["fail", `A redirect leads to ${shortUrl(fetched.refused?.url ?? fetched.finalUrl)}, not a public website.`];
  }
  if (fetched.error === "host-busy") {
    return ["warn", `A redirect leads to ${shortUrl(fetched.refused?.url ?? fetched.finalUrl)}, not checked just now.`];
  }
  const redirectHops = fetched.error
    ? fetched.hops.filter((hop) => hop.status >= 300 && hop.status < 400)
    : fetched.hops.slice(0, -1);
  const count = redirectHops.length;
  if (count === 0) {
    return fetched.hops.length === 0 && fetched.error
      ? ["skip", "Not checked: no answer came."]
      : ["pass", "No redirects: the address answers directly."];
  }
  const from = new URL(fetched.requestedUrl);
  const to = new URL(fetched.finalUrl);
  if (from.protocol === "https:" && fetched.hops.some((hop) => hop.url.startsWith("http:"))) {
    return ["fail", "A redirect goes from HTTPS down to plain HTTP."];
  }
  const temporary = redirectHops.filter((hop) => hop.status !== 301 && hop.status !== 308);
  const path = `${shortUrl(from.href, 50)} \u2192 ${shortUrl(to.href, 50)}`;
  if (count === 1) {
    const kind = `${statusText(redirectHops[0]?.status ?? 0)}`;
    return temporary.length
      ? [
          "warn",
          `One temporary redirect (${kind}), ${path}; a permanent one (301 or 308) tells search engines which address to keep.`,
        ]
      : ["pass", `One permanent redirect (${kind}), ${path}.`];
  }
  return [
    "warn",
    `A chain of ${count} redirects, ${path}${
      temporary.length ? `, ${temporary.length} of them temporary` : ""
    }; one redirect straight to the final address is better.`,
  ];
}

export function judgeHttps(fetched: FetchedPage): Verdict {
  const requested = new URL(fetched.requestedUrl);
  const final = new URL(fetched.finalUrl);
  if (final.protocol === "https:") {
    return [
      "pass",
      requested.protocol === "http:" ? "Served over HTTPS; the http:// address redirects to it." : "Served over HTTPS.",
    ];
  }
  if (requested.protocol === "https:") return ["fail", "The https:// address redirects to plain HTTP."];
  return ["fail", "Served over plain HTTP, with no redirect to HTTPS."];
}

export function judgeSpeed(fetched: FetchedPage, limits: FetchLimits): Verdict {
  if (fetched.error === "timeout") {
    return ["fail", `No complete answer within ${formatMs(limits.timeoutMs)}.`];
  }
  if (fetched.error || fetched.ttfbMs === null) return ["skip", "Not checked: the page could not be fetched."];
  const ttfb = fetched.ttfbMs;
  const total = fetched.totalMs;
  const band = (ms: number, good: number, poor: number): CheckStatus =>
    ms <= good ? "pass" : ms <= poor ? "warn" : "fail";
  const bands = [
    band(ttfb, THRESHOLDS.ttfbGoodMs, THRESHOLDS.ttfbPoorMs),
    band(total, THRESHOLDS.totalGoodMs, THRESHOLDS.totalPoorMs),
  ];
  const worst: CheckStatus = bands.includes("fail") ? "fail" : bands.includes("warn") ? "warn" : "pass";
  const advice =
    worst === "pass"
      ? ""
      : `; under ${formatMs(THRESHOLDS.ttfbGoodMs)} to the first byte and ${formatMs(THRESHOLDS.totalGoodMs)} in all is good`;
  return [worst, `First byte after ${formatMs(ttfb)}, the whole page in ${formatMs(total)}${advice}.`];
}

export function judgeContentType(fetched: FetchedPage, facts: PageFacts | null): Verdict {
  const header = fetched.contentType;
  if (header === null) {
    return facts
      ? ["warn", "The server sends no Content-Type header; the page was read as HTML anyway."]
      : ["fail", "The server sends no Content-Type header, and the answer is not HTML."];
  }
  if (!isHtmlType(header))
    return ["fail", `The address returned ${shortUrl(mediaType(header), 60)}, not an HTML page.`];
  const charset = /charset\s*=\s*["']?([^\s;"']+)/i.exec(header)?.[1] ?? facts?.charset ?? null;
  if (!charset) return ["warn", `${mediaType(header)}, but no character set is declared (header or <meta charset>).`];
  return ["pass", `${mediaType(header)} in ${token(charset.toUpperCase())}.`];
}

export function judgeSize(fetched: FetchedPage, limits: FetchLimits): Verdict {
  const bytes = fetched.bytesRead;
  if (fetched.truncated) {
    return [
      "fail",
      `The HTML is larger than ${formatBytes(limits.maxBytes)}; only the first ${formatBytes(limits.maxBytes)} were read.`,
    ];
  }
  const encoding = (fetched.contentEncoding ?? "").trim().toLowerCase();
  const compressed = encoding !== "" && encoding !== "identity";
  const sent = compressed ? `, sent compressed (${token(encoding)})` : "";
  if (bytes > THRESHOLDS.heavyHtmlBytes) {
    return [
      "warn",
      `${formatBytes(bytes)} of HTML${sent}; under ${formatBytes(THRESHOLDS.heavyHtmlBytes)} loads faster.`,
    ];
  }
  if (!compressed && bytes >= THRESHOLDS.compressFromBytes) {
    return ["warn", `${formatBytes(bytes)} of HTML sent without compression; gzip or Brotli would shrink it.`];
  }
  if (!compressed) return ["pass", `${formatBytes(bytes)} of HTML, small enough that compression hardly matters.`];
  return ["pass", `${formatBytes(bytes)} of HTML${sent}.`];
}
