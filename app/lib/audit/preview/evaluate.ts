/**
 * The audit preview's judgements (docs/product.md, "The audit preview's checks"): what the fetch and
 * the HTML pass found, turned into checks with a status, one line about this page and one line on
 * why it matters for ranking. Pure: unit-tested case by case. Every string is plain text.
 */
import type { FetchedPage } from "./fetch-page.server";
import type { PageFacts } from "./page-facts";
import type { Check, CheckId, CheckStatus } from "./report";
import { CHECK_WEIGHTS } from "./score";
import type { SiteFiles } from "./site-files.server";

export const THRESHOLDS = {
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
  titleMin: 30,
  titleMax: 60,
  descriptionMin: 70,
  descriptionMax: 160,
  /** Images without alt: a warning up to this share, a fail above it. */
  altWarnShare: 0.25,
  /** Fewer internal links than this is a warning. */
  fewInternalLinks: 3,
} as const;

export const CHECK_TEXT: Record<CheckId, { label: string; why: string }> = {
  status: {
    label: "Status code",
    why: "Only pages that answer 200 OK are indexed; error pages drop out of search results.",
  },
  "content-type": {
    label: "Content type",
    why: "Search engines read a page as HTML only when the server says it is HTML, in a declared character set.",
  },
  redirects: {
    label: "Redirects",
    why: "Every redirect costs time and crawl budget, and search engines stop following long chains.",
  },
  https: {
    label: "HTTPS",
    why: "HTTPS is a Google ranking signal, and browsers mark plain HTTP pages “Not secure”.",
  },
  speed: {
    label: "Server response time",
    why: "A slow server delays everything a visitor sees and limits how many pages a crawler fetches.",
  },
  size: {
    label: "HTML size and compression",
    why: "Heavy or uncompressed HTML is slower to load, above all on phones; compression usually cuts it by two thirds.",
  },
  title: {
    label: "Title tag",
    why: "The title is the headline of the search result and one of the strongest on-page signals.",
  },
  description: {
    label: "Meta description",
    why: "It is usually the snippet under the title in search results; a clear one earns more clicks.",
  },
  h1: {
    label: "Main heading (h1)",
    why: "One main heading tells search engines and readers what the page is about.",
  },
  canonical: {
    label: "Canonical link",
    why: "It tells search engines which address should rank when the same content is reachable at several.",
  },
  "robots-meta": {
    label: "Indexing rules (robots meta, X-Robots-Tag)",
    why: "A noindex left on a live page removes it from search results entirely.",
  },
  lang: {
    label: "Page language",
    why: "The lang attribute tells search engines and screen readers the page's language, so it reaches the right searchers.",
  },
  viewport: {
    label: "Mobile viewport",
    why: "Google indexes the mobile version of a page; without a viewport, phones show a shrunken desktop page.",
  },
  social: {
    label: "Open Graph and Twitter tags",
    why: "Not a ranking factor itself, but shared links with a picture and summary earn more clicks and links.",
  },
  "json-ld": {
    label: "Structured data (JSON-LD)",
    why: "Structured data makes a page eligible for rich results such as stars, FAQs and breadcrumbs.",
  },
  "image-alt": {
    label: "Image alt text",
    why: "Alt text is how search engines and screen readers understand images, and how images rank in image search.",
  },
  links: {
    label: "Links",
    why: "Crawlers find and weigh pages through links; internal links spread ranking across the site.",
  },
  "robots-txt": {
    label: "robots.txt",
    why: "It is the first file crawlers read; one wrong line can keep a whole site out of search.",
  },
  sitemap: {
    label: "XML sitemap",
    why: "A sitemap lists the pages you want found, so new and deep pages are crawled sooner.",
  },
  favicon: {
    label: "Favicon",
    why: "Google shows the site's icon beside its results; a missing one looks less trustworthy.",
  },
};

/** The order the checks are listed in. */
export const CHECK_ORDER: CheckId[] = [
  "status",
  "content-type",
  "redirects",
  "https",
  "speed",
  "size",
  "title",
  "description",
  "h1",
  "canonical",
  "robots-meta",
  "lang",
  "viewport",
  "social",
  "json-ld",
  "image-alt",
  "links",
  "robots-txt",
  "sitemap",
  "favicon",
];

export interface EvaluateExtras {
  /** robots.txt, sitemap and favicon; null when they were not fetched (the page's fetch failed). */
  siteFiles: SiteFiles | null;
  /** The fetch's limits, to name them in findings. */
  timeoutMs: number;
  maxBytes: number;
  maxHops: number;
}

type Verdict = [CheckStatus, string];

/** All checks, in CHECK_ORDER. facts is null when the page was not read as HTML. */
export function evaluate(facts: PageFacts | null, fetched: FetchedPage, extras: EvaluateExtras): Check[] {
  const verdicts = judge(facts, fetched, extras);
  return CHECK_ORDER.map((id) => {
    const [status, finding] = verdicts[id];
    return { id, label: CHECK_TEXT[id].label, status, finding, why: CHECK_TEXT[id].why, weight: CHECK_WEIGHTS[id] };
  });
}

function judge(facts: PageFacts | null, fetched: FetchedPage, extras: EvaluateExtras): Record<CheckId, Verdict> {
  const failed = fetchFailure(fetched, extras);
  const notFetched: Verdict = ["fail", "Not checked: the page could not be fetched."];
  const base = {
    redirects: redirects(fetched, extras),
    https: failed ? notFetched : https(fetched),
    status: failed ? (["fail", failed] as Verdict) : status(fetched.status ?? 0),
    speed: speed(fetched, extras),
  };
  if (failed) {
    return {
      ...base,
      "content-type": notFetched,
      size: notFetched,
      title: notFetched,
      description: notFetched,
      h1: notFetched,
      canonical: notFetched,
      "robots-meta": notFetched,
      lang: notFetched,
      viewport: notFetched,
      social: notFetched,
      "json-ld": notFetched,
      "image-alt": notFetched,
      links: notFetched,
      "robots-txt": notFetched,
      sitemap: notFetched,
      favicon: notFetched,
    };
  }

  const site = extras.siteFiles;
  const notRead = facts === null ? unreadReason(fetched) : null;
  const page = <T>(judgeFacts: (f: PageFacts) => T): T | Verdict =>
    notRead !== null || facts === null ? (["fail", notRead ?? "Not checked."] as Verdict) : judgeFacts(facts);
  const siteNotChecked: Verdict = ["fail", "Not checked: the site's files were not fetched."];
  return {
    ...base,
    "content-type": contentType(fetched, facts),
    size: size(fetched, extras),
    title: page(title),
    description: page(description),
    h1: page(h1),
    canonical: page((f) => canonical(f, fetched.finalUrl)),
    "robots-meta": robotsMeta(facts, fetched.headers),
    lang: page(lang),
    viewport: page(viewport),
    social: page(social),
    "json-ld": page(jsonLd),
    "image-alt": page(imageAlt),
    links: page((f) => links(f, fetched.finalUrl)),
    "robots-txt": site ? robotsTxt(site) : siteNotChecked,
    sitemap: site ? sitemap(site) : siteNotChecked,
    favicon: site ? favicon(site) : siteNotChecked,
  };
}

// ---------------------------------------------------------------------------------------------------
// Wording helpers

// Control characters and bidirectional overrides: a page's text must not reorder or hide ours.
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARS = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;

/** A page's text quoted for a finding: unsafe characters out, whitespace collapsed, cut at max. */
export function quote(text: string, max = 70): string {
  const collapsed = text.replace(UNSAFE_CHARS, " ").replace(/\s+/g, " ").trim();
  const chars = [...collapsed];
  return `\u201c${chars.length > max ? `${chars.slice(0, max - 1).join("")}\u2026` : collapsed}\u201d`;
}

/** An address for a finding: unsafe characters and whitespace out, cut at max characters. */
export function shortUrl(url: string, max = 80): string {
  const chars = [...url.replace(UNSAFE_CHARS, "").replace(/\s+/g, "")];
  return chars.length > max ? `${chars.slice(0, max - 1).join("")}\u2026` : chars.join("");
}

export function formatMs(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;
const length = (text: string) => [...text].length;

const REASONS: Record<number, string> = {
  200: "OK",
  201: "Created",
  202: "Accepted",
  203: "Non-Authoritative Information",
  204: "No Content",
  206: "Partial Content",
  300: "Multiple Choices",
  301: "Moved Permanently",
  302: "Found",
  303: "See Other",
  304: "Not Modified",
  307: "Temporary Redirect",
  308: "Permanent Redirect",
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  406: "Not Acceptable",
  408: "Request Timeout",
  410: "Gone",
  429: "Too Many Requests",
  451: "Unavailable For Legal Reasons",
  500: "Internal Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout",
};
const statusText = (code: number) => (REASONS[code] ? `${code} ${REASONS[code]}` : String(code));

// ---------------------------------------------------------------------------------------------------
// The fetch

/** Plain words for a fetch that did not complete, or null when it did. */
function fetchFailure(fetched: FetchedPage, extras: EvaluateExtras): string | null {
  switch (fetched.error) {
    case undefined:
      return null;
    case "timeout":
      return `The page did not arrive within ${formatMs(extras.timeoutMs)}, so the fetch stopped.`;
    case "unreachable":
      return "The site could not be reached: no connection, or it closed without an answer.";
    case "refused-hop":
      return `A redirect led to ${shortUrl(fetched.refused?.url ?? fetched.finalUrl)}, which is not a public website (${
        fetched.refused?.reason ?? "refused"
      }), so the fetch stopped there.`;
    case "loop":
      return `The redirects go round in a loop (back to ${shortUrl(fetched.finalUrl)}).`;
    case "too-many-redirects":
      return `More than ${extras.maxHops} redirects in a row, so the fetch stopped.`;
  }
}

/** Why the page's HTML was not read (facts is null), in plain words. */
function unreadReason(fetched: FetchedPage): string {
  const code = fetched.status ?? 0;
  if (code < 200 || code >= 300) return `Not checked: the page answered ${statusText(code)}, not a page to read.`;
  if (!isHtmlType(fetched.contentType) && fetched.contentType) {
    return `Not checked: the address returned ${shortUrl(mediaType(fetched.contentType), 60)}, not an HTML page.`;
  }
  return "Not checked: the page's HTML could not be read.";
}

export function mediaType(contentType: string | null): string {
  return (contentType ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
}

export function isHtmlType(contentType: string | null): boolean {
  const type = mediaType(contentType);
  return type === "text/html" || type === "application/xhtml+xml";
}

function status(code: number): Verdict {
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

function redirects(fetched: FetchedPage, extras: EvaluateExtras): Verdict {
  if (fetched.error === "loop") return ["fail", `The redirects loop back to ${shortUrl(fetched.finalUrl)}.`];
  if (fetched.error === "too-many-redirects") {
    return ["fail", `More than ${extras.maxHops} redirects in a row; crawlers give up on chains this long.`];
  }
  if (fetched.error === "refused-hop") {
    return ["fail", `A redirect leads to ${shortUrl(fetched.refused?.url ?? fetched.finalUrl)}, not a public website.`];
  }
  const redirectHops = fetched.error
    ? fetched.hops.filter((hop) => hop.status >= 300 && hop.status < 400)
    : fetched.hops.slice(0, -1);
  const count = redirectHops.length;
  if (count === 0) {
    return fetched.hops.length === 0 && fetched.error
      ? ["fail", "Not checked: no answer came."]
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

function https(fetched: FetchedPage): Verdict {
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

function speed(fetched: FetchedPage, extras: EvaluateExtras): Verdict {
  if (fetched.error === "timeout") {
    return ["fail", `No complete answer within ${formatMs(extras.timeoutMs)}.`];
  }
  if (fetched.error || fetched.ttfbMs === null) return ["fail", "Not checked: the page could not be fetched."];
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

function contentType(fetched: FetchedPage, facts: PageFacts | null): Verdict {
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
  return ["pass", `${mediaType(header)} in ${charset.toUpperCase()}.`];
}

function size(fetched: FetchedPage, extras: EvaluateExtras): Verdict {
  const bytes = fetched.bytesRead;
  if (fetched.truncated) {
    return [
      "fail",
      `The HTML is larger than ${formatBytes(extras.maxBytes)}; only the first ${formatBytes(extras.maxBytes)} were read.`,
    ];
  }
  const encoding = (fetched.contentEncoding ?? "").trim().toLowerCase();
  const compressed = encoding !== "" && encoding !== "identity";
  const sent = compressed ? `, sent compressed (${encoding})` : "";
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

// ---------------------------------------------------------------------------------------------------
// The page

function title(facts: PageFacts): Verdict {
  const texts = facts.titles.filter((t) => t !== "");
  const first = texts[0];
  if (first === undefined)
    return ["fail", facts.titles.length ? "The <title> tag is empty." : "The page has no <title> tag."];
  const n = length(first);
  if (facts.titles.length > 1) {
    return ["warn", `The page has ${facts.titles.length} <title> tags; search engines use one, ${quote(first)}.`];
  }
  const range = `${THRESHOLDS.titleMin}\u2013${THRESHOLDS.titleMax} reads best`;
  if (n < THRESHOLDS.titleMin) return ["warn", `${quote(first)} is ${plural(n, "character")}; ${range}.`];
  if (n > THRESHOLDS.titleMax) {
    return [
      "warn",
      `${quote(first)} is ${plural(n, "character")}; results cut titles after about ${THRESHOLDS.titleMax}.`,
    ];
  }
  return ["pass", `${quote(first)} is ${plural(n, "character")}.`];
}

function description(facts: PageFacts): Verdict {
  const first = facts.descriptions.find((d) => d !== "");
  if (first === undefined) {
    return [
      "fail",
      facts.descriptions.length
        ? "The meta description is empty; search engines will pick a snippet themselves."
        : "No meta description; search engines will pick a snippet themselves.",
    ];
  }
  const n = length(first);
  if (facts.descriptions.length > 1) {
    return ["warn", `The page has ${facts.descriptions.length} meta descriptions; keep one.`];
  }
  const range = `${THRESHOLDS.descriptionMin}\u2013${THRESHOLDS.descriptionMax} works best`;
  if (n < THRESHOLDS.descriptionMin) return ["warn", `${quote(first, 60)} is ${plural(n, "character")}; ${range}.`];
  if (n > THRESHOLDS.descriptionMax) {
    return [
      "warn",
      `The description is ${plural(n, "character")}; results cut it after about ${THRESHOLDS.descriptionMax}.`,
    ];
  }
  return ["pass", `The description is ${plural(n, "character")}: ${quote(first, 60)}.`];
}

function h1(facts: PageFacts): Verdict {
  const count = facts.h1s.length;
  if (count === 0) return ["fail", "The page has no <h1> heading."];
  if (count > 1) return ["warn", `The page has ${count} <h1> headings; one main heading states the topic clearly.`];
  const text = facts.h1s[0] ?? "";
  if (text === "") return ["warn", "The page's one <h1> has no text (an image or icon only?)."];
  return ["pass", `One <h1>: ${quote(text)}.`];
}

function canonical(facts: PageFacts, finalUrl: string): Verdict {
  if (facts.canonicals.length === 0) {
    return ["warn", "No canonical link; search engines guess which address is the main one."];
  }
  const base = baseOf(facts, finalUrl);
  const resolved = facts.canonicals.map((href) => {
    try {
      const url = new URL(href, base);
      return url.protocol === "http:" || url.protocol === "https:" ? withoutHash(url) : null;
    } catch {
      return null;
    }
  });
  const distinct = new Set(resolved);
  if (distinct.size > 1)
    return ["fail", `${facts.canonicals.length} different canonical links; search engines ignore them all.`];
  const target = resolved[0];
  const href = facts.canonicals[0] ?? "";
  if (!target) return ["fail", `The canonical link ${quote(href, 60)} is not a valid web address.`];
  const self = target === withoutHash(new URL(finalUrl));
  const absolute = /^https?:\/\//i.test(href);
  if (!absolute) {
    return [
      "warn",
      `The canonical link is relative (${quote(href, 50)}); write the full address${self ? "" : `, and note it points to ${shortUrl(target)}`}.`,
    ];
  }
  if (self) {
    return [
      "pass",
      facts.canonicals.length > 1
        ? "The canonical links all point to this page itself."
        : "The canonical link points to this page itself.",
    ];
  }
  return [
    "warn",
    `The canonical link points to another address, ${shortUrl(target)}: this page asks to rank under that one.`,
  ];
}

function baseOf(facts: PageFacts, finalUrl: string): string {
  if (facts.baseHref) {
    try {
      return new URL(facts.baseHref, finalUrl).href;
    } catch {
      return finalUrl;
    }
  }
  return finalUrl;
}

function withoutHash(url: URL): string {
  const copy = new URL(url);
  copy.hash = "";
  return copy.href;
}

/** noindex / nofollow from the robots meta tags and X-Robots-Tag headers that apply to all crawlers or to Google. */
export function robotsDirectives(
  facts: PageFacts | null,
  headers: Headers | null,
): { noindex: string[]; nofollow: string[] } {
  const noindex: string[] = [];
  const nofollow: string[] = [];
  const apply = (directives: string[], where: string) => {
    for (const directive of directives) {
      if (directive === "noindex" || directive === "none") noindex.push(where);
      if (directive === "nofollow" || directive === "none") nofollow.push(where);
    }
  };
  for (const entry of facts?.robotsMeta ?? []) {
    const colon = entry.indexOf(":");
    const name = entry.slice(0, colon);
    const content = entry.slice(colon + 1);
    apply(
      content.split(/[,\s]+/).map((d) => d.trim().toLowerCase()),
      `the ${name} meta tag`,
    );
  }
  const header = headers?.get("x-robots-tag");
  if (header) {
    let agent: string | null = null;
    for (const part of header.split(",")) {
      let token = part.trim().toLowerCase();
      // "googlebot: noindex" names a crawler; "unavailable_after: <date>" is a directive with a value.
      const match = /^([a-z0-9_-]+)\s*:\s*(.*)$/.exec(token);
      if (
        match &&
        match[1] !== "unavailable_after" &&
        match[1] !== "max-snippet" &&
        match[1] !== "max-image-preview" &&
        match[1] !== "max-video-preview"
      ) {
        agent = match[1] ?? null;
        token = match[2] ?? "";
      }
      if (agent === null || agent === "googlebot" || agent === "*") apply([token], "the X-Robots-Tag header");
    }
  }
  return { noindex: [...new Set(noindex)], nofollow: [...new Set(nofollow)] };
}

function robotsMeta(facts: PageFacts | null, headers: Headers | null): Verdict {
  const { noindex, nofollow } = robotsDirectives(facts, headers);
  if (noindex.length) {
    return ["fail", `noindex in ${noindex.join(" and ")}: the page will not appear in search results.`];
  }
  if (nofollow.length)
    return ["warn", `nofollow in ${nofollow.join(" and ")}: search engines will not follow its links.`];
  return [
    "pass",
    facts ? "No noindex or nofollow: the page may be indexed." : "No noindex or nofollow in the X-Robots-Tag header.",
  ];
}

function lang(facts: PageFacts): Verdict {
  if (facts.lang === null || facts.lang === "") return ["warn", "The <html> tag has no lang attribute."];
  if (!/^[a-z]{2,3}(-[a-z0-9]{1,8})*$/i.test(facts.lang)) {
    return ["warn", `lang=${quote(facts.lang, 30)} is not a language code such as en or en-GB.`];
  }
  return ["pass", `The page declares its language: ${quote(facts.lang, 30)}.`];
}

function viewport(facts: PageFacts): Verdict {
  if (facts.viewport === null) return ["fail", "No viewport meta tag; phones show the desktop layout shrunk."];
  const content = facts.viewport.toLowerCase().replace(/\s+/g, "");
  if (!/(^|[,;])width=device-width($|[,;])/.test(content)) {
    return ["warn", `The viewport (${quote(facts.viewport, 50)}) does not set width=device-width.`];
  }
  const maxScale = /(^|[,;])maximum-scale=([\d.]+)/.exec(content)?.[2];
  if (/(^|[,;])user-scalable=(no|0)($|[,;])/.test(content) || (maxScale !== undefined && Number(maxScale) < 2)) {
    return ["warn", "The viewport fits phones but stops visitors from zooming."];
  }
  return ["pass", "The viewport fits the page to the phone's width."];
}

const SOCIAL_TAGS = ["og:title", "og:description", "og:image", "twitter:card"] as const;

function social(facts: PageFacts): Verdict {
  const present = (tag: string) => {
    const value = tag.startsWith("og:") ? facts.openGraph[tag] : facts.twitter[tag];
    return value !== undefined && value !== "";
  };
  const missing = SOCIAL_TAGS.filter((tag) => !present(tag));
  const any = Object.keys(facts.openGraph).length + Object.keys(facts.twitter).length > 0;
  if (!any) return ["fail", "No Open Graph or Twitter tags; shared links show no picture or summary."];
  if (missing.length) return ["warn", `Missing ${listWords(missing)}.`];
  return ["pass", "Open Graph title, description and image, and a Twitter card, are all set."];
}

function listWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}

/** The @types of a parsed JSON-LD value (top level, arrays and @graph). */
export function jsonLdTypes(value: unknown): string[] {
  const types: string[] = [];
  const visit = (node: unknown, depth: number) => {
    if (depth > 3 || node === null || typeof node !== "object") return;
    if (Array.isArray(node)) {
      node.forEach((item) => visit(item, depth + 1));
      return;
    }
    const record = node as Record<string, unknown>;
    const type = record["@type"];
    if (typeof type === "string") types.push(type);
    else if (Array.isArray(type)) types.push(...type.filter((t): t is string => typeof t === "string"));
    if (Array.isArray(record["@graph"])) visit(record["@graph"], depth + 1);
  };
  visit(value, 0);
  return types;
}

function jsonLd(facts: PageFacts): Verdict {
  if (facts.jsonLd.length === 0) return ["warn", "No JSON-LD structured data."];
  const broken: number[] = [];
  const types: string[] = [];
  facts.jsonLd.forEach((text, index) => {
    try {
      types.push(...jsonLdTypes(JSON.parse(text)));
    } catch {
      broken.push(index + 1);
    }
  });
  const unique = [...new Set(types.map((t) => t.replace(/[^\w:/.#-]/g, "").slice(0, 40)))].slice(0, 8);
  const typeList = unique.length ? `types: ${unique.join(", ")}` : "no @type in any";
  const blocks = plural(facts.jsonLd.length, "JSON-LD block");
  if (broken.length) {
    return [
      "fail",
      `${broken.length} of ${blocks} ${broken.length === 1 ? "does" : "do"} not parse (number ${listWords(broken.map(String))}); search engines ignore ${broken.length === 1 ? "it" : "them"}.`,
    ];
  }
  if (unique.length === 0) return ["warn", `${blocks}, but no @type in any, so search engines cannot use them.`];
  return ["pass", `${blocks}; ${typeList}.`];
}

function imageAlt(facts: PageFacts): Verdict {
  const total = facts.images;
  const missing = facts.imagesWithoutAlt;
  if (total === 0) return ["pass", "No <img> images on the page."];
  if (missing === 0) return ["pass", `All ${plural(total, "image")} have alt text (alt="" marks a decorative one).`];
  const share = missing / total;
  const finding = `${missing} of ${plural(total, "image")} (${Math.round(share * 100)}%) have no alt attribute.`;
  return [
    share <= THRESHOLDS.altWarnShare ? "warn" : "fail",
    missing === 1 && total === 1 ? "The page's one image has no alt attribute." : finding,
  ];
}

/** Internal and external link counts; internal = the final URL's host, with or without www. */
export function countLinks(facts: PageFacts, finalUrl: string): { internal: number; external: number } {
  const base = baseOf(facts, finalUrl);
  const host = bareHost(new URL(finalUrl).hostname);
  let internal = 0;
  let external = 0;
  for (const href of facts.links) {
    if (href === "" || href.startsWith("#")) continue;
    let url: URL;
    try {
      url = new URL(href, base);
    } catch {
      continue;
    }
    if (url.protocol !== "http:" && url.protocol !== "https:") continue;
    if (bareHost(url.hostname) === host) internal += 1;
    else external += 1;
  }
  return { internal, external };
}

const bareHost = (host: string) =>
  host
    .toLowerCase()
    .replace(/\.$/, "")
    .replace(/^www\./, "");

function links(facts: PageFacts, finalUrl: string): Verdict {
  const { internal, external } = countLinks(facts, finalUrl);
  const counted =
    facts.linkCount > facts.links.length ? ` (of the first ${facts.links.length.toLocaleString("en-US")})` : "";
  const finding = `${plural(internal, "internal link")} and ${plural(external, "external link")}${counted}.`;
  if (internal === 0)
    return ["fail", `${finding} Without internal links crawlers cannot reach the rest of the site from here.`];
  if (internal < THRESHOLDS.fewInternalLinks) return ["warn", `Only ${finding}`];
  return ["pass", finding];
}

// ---------------------------------------------------------------------------------------------------
// The site's files

function robotsTxt(site: SiteFiles): Verdict {
  const r = site.robots;
  switch (r.reach) {
    case "unreachable":
      return ["warn", "robots.txt did not answer in time."];
    case "refused":
      return ["warn", "robots.txt redirects to an address that is not a public website."];
    case "server-error":
      return [
        "fail",
        `robots.txt answers ${statusText(r.status ?? 500)}; Google pauses crawling a site while its robots.txt fails.`,
      ];
    case "missing":
      return [
        "warn",
        `No robots.txt (${statusText(r.status ?? 404)}); crawlers may fetch everything, but nothing points them to a sitemap.`,
      ];
    case "ok":
      break;
  }
  if (r.html) return ["warn", "robots.txt answers with an HTML page instead of plain-text rules."];
  if (r.blocksAll) return ["fail", "robots.txt blocks every crawler from the whole site (Disallow: /)."];
  if (r.blocksPage) return ["fail", "robots.txt blocks every crawler from this page."];
  const listed = r.sitemaps.length ? `; it lists ${plural(r.sitemaps.length, "sitemap")}` : "";
  return ["pass", `robots.txt is reachable and lets crawlers fetch this page${listed}.`];
}

function sitemap(site: SiteFiles): Verdict {
  const s = site.sitemap;
  const where = s.source === "robots-txt" ? "listed in robots.txt" : "at the usual /sitemap.xml";
  if (s.reach === "ok") {
    return s.looksLikeSitemap
      ? ["pass", `A sitemap ${where}: ${shortUrl(s.url)}.`]
      : ["warn", `${shortUrl(s.url)} answers, but it is not an XML sitemap.`];
  }
  if (s.reach === "unreachable") return ["warn", `The sitemap ${where} did not answer in time.`];
  if (s.source === "robots-txt") {
    return [
      "fail",
      `robots.txt lists ${shortUrl(s.url)}, but it answers ${s.status === null ? "nothing usable" : statusText(s.status)}.`,
    ];
  }
  return [
    "fail",
    `No sitemap: none is listed in robots.txt, and /sitemap.xml answers ${s.status === null ? "nothing usable" : statusText(s.status)}.`,
  ];
}

function favicon(site: SiteFiles): Verdict {
  const f = site.favicon;
  if (f.inline) return ["pass", "The page carries its icon inline (a data: image)."];
  if (f.reach === "ok") {
    return f.isImage
      ? ["pass", `An icon at ${shortUrl(f.url)}.`]
      : ["warn", `${shortUrl(f.url)} answers, but not with an image.`];
  }
  if (f.reach === "unreachable") return ["warn", `The icon at ${shortUrl(f.url)} did not answer in time.`];
  const answer = f.status === null ? "nothing usable" : statusText(f.status);
  return f.declared
    ? ["fail", `The page names ${shortUrl(f.url)} as its icon, but it answers ${answer}.`]
    : ["fail", `No icon link in the page, and /favicon.ico answers ${answer}.`];
}
