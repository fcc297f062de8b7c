/**
 * The audit preview's checks of the page's head (docs/product.md, "The audit preview's checks"):
 * title, meta description, canonical link, indexing rules, language, viewport and social tags. Pure.
 */
import { listWords, plural, quote, shortUrl, type Verdict } from "./finding-wording";
import { baseOf, type PageFacts } from "./page-facts";

const THRESHOLDS = {
  titleMin: 30,
  titleMax: 60,
  descriptionMin: 70,
  descriptionMax: 160,
} as const;

const length = (text: string) => [...text].length;

export function judgeTitle(facts: PageFacts): Verdict {
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

export function judgeDescription(facts: PageFacts): Verdict {
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

export function judgeCanonical(facts: PageFacts, finalUrl: string): Verdict {
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

export function judgeRobotsMeta(facts: PageFacts | null, headers: Headers | null): Verdict {
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

export function judgeLang(facts: PageFacts): Verdict {
  if (facts.lang === null || facts.lang === "") return ["warn", "The <html> tag has no lang attribute."];
  if (!/^[a-z]{2,3}(-[a-z0-9]{1,8})*$/i.test(facts.lang)) {
    return ["warn", `lang=${quote(facts.lang, 30)} is not a language code such as en or en-GB.`];
  }
  return ["pass", `The page declares its language: ${quote(facts.lang, 30)}.`];
}

export function judgeViewport(facts: PageFacts): Verdict {
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

export function judgeSocial(facts: PageFacts): Verdict {
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
