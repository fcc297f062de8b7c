/**
 * The audit preview's checks of the page's content (docs/product.md, "The audit preview's checks"):
 * the main heading, structured data, image alt text and links. Pure.
 */
import { listWords, plural, quote, type Verdict } from "./finding-wording";
import { baseOf, type PageFacts } from "./page-facts";

const THRESHOLDS = {
  /** Images without alt: a warning up to this share, a fail above it. */
  altWarnShare: 0.25,
  /** Fewer internal links than this is a warning. */
  fewInternalLinks: 3,
} as const;

export function judgeH1(facts: PageFacts): Verdict {
  const count = facts.h1s.length;
  if (count === 0) return ["fail", "The page has no <h1> heading."];
  if (count > 1) return ["warn", `The page has ${count} <h1> headings; one main heading states the topic clearly.`];
  const text = facts.h1s[0] ?? "";
  if (text === "") return ["warn", "The page's one <h1> has no text (an image or icon only?)."];
  return ["pass", `One <h1>: ${quote(text)}.`];
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

export function judgeJsonLd(facts: PageFacts): Verdict {
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

export function judgeImageAlt(facts: PageFacts): Verdict {
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

export function judgeLinks(facts: PageFacts, finalUrl: string): Verdict {
  const { internal, external } = countLinks(facts, finalUrl);
  const counted =
    facts.linkCount > facts.links.length ? ` (of the first ${facts.links.length.toLocaleString("en-US")})` : "";
  const finding = `${plural(internal, "internal link")} and ${plural(external, "external link")}${counted}.`;
  if (internal === 0)
    return ["fail", `${finding} Without internal links crawlers cannot reach the rest of the site from here.`];
  if (internal < THRESHOLDS.fewInternalLinks) return ["warn", `Only ${finding}`];
  return ["pass", finding];
}
