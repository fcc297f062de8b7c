/**
 * What the HTMLRewriter pass (read-page.server.ts) gathers from a page, as plain data: the input of
 * the pure evaluate() (evaluate.ts). Strings are the page's text with character references decoded,
 * never markup to render.
 */

export interface PageFacts {
  /** The text of each <title> outside SVG, in order. */
  titles: string[];
  /** The content of each <meta name="description">. */
  descriptions: string[];
  /** The text of each <h1> (whitespace collapsed, at most 200 characters each). */
  h1s: string[];
  /** The href of each <link rel="canonical">, as written. */
  canonicals: string[];
  /** Each robots directive from <meta name="robots"> or <meta name="googlebot">, as "name: content". */
  robotsMeta: string[];
  /** The lang of <html>, or null when it has none. */
  lang: string | null;
  /** The content of <meta name="viewport">, or null. */
  viewport: string | null;
  /** A charset declared in the page (<meta charset> or http-equiv), or null. */
  charset: string | null;
  /** og:* properties (first value of each), keyed by the full name ("og:title"). */
  openGraph: Record<string, string>;
  /** twitter:* names (first value of each). */
  twitter: Record<string, string>;
  /** The text of each <script type="application/ld+json">. */
  jsonLd: string[];
  images: number;
  /** <img> without an alt attribute (alt="" is present: a decorative image). */
  imagesWithoutAlt: number;
  /** The src of the first of them (at most 10; "" for an image without one): the report's evidence. */
  imagesWithoutAltSrcs: string[];
  /** The href of each <a href>, as written (at most MAX_LINKS). */
  links: string[];
  /** <a href> seen in all, counted past MAX_LINKS too. */
  linkCount: number;
  /** The href of each <link rel="icon"> (or "shortcut icon", "apple-touch-icon"), as written. */
  icons: string[];
  /** The first <base href>, or null. */
  baseHref: string | null;
}

export const MAX_LINKS = 5_000;
/** Images without alt text named in the report's evidence. */
export const MAX_EVIDENCE_IMAGES = 10;
export const MAX_JSON_LD_CHARS = 512 * 1024;

export function emptyFacts(): PageFacts {
  return {
    titles: [],
    descriptions: [],
    h1s: [],
    canonicals: [],
    robotsMeta: [],
    lang: null,
    viewport: null,
    charset: null,
    openGraph: {},
    twitter: {},
    jsonLd: [],
    images: 0,
    imagesWithoutAlt: 0,
    imagesWithoutAltSrcs: [],
    links: [],
    linkCount: 0,
    icons: [],
    baseHref: null,
  };
}

const NAMED: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
  ndash: "\u2013",
  mdash: "\u2014",
  lsquo: "\u2018",
  rsquo: "\u2019",
  ldquo: "\u201c",
  rdquo: "\u201d",
  hellip: "\u2026",
  copy: "\u00a9",
  reg: "\u00ae",
  trade: "\u2122",
  middot: "\u00b7",
  bull: "\u2022",
  laquo: "\u00ab",
  raquo: "\u00bb",
  euro: "\u20ac",
  pound: "\u00a3",
  eacute: "\u00e9",
  egrave: "\u00e8",
  aacute: "\u00e1",
  agrave: "\u00e0",
  ouml: "\u00f6",
  uuml: "\u00fc",
  auml: "\u00e4",
  szlig: "\u00df",
  ccedil: "\u00e7",
  ntilde: "\u00f1",
  pipe: "|",
  verbar: "|",
};

const LEGACY = new Set(["amp", "lt", "gt", "quot", "nbsp", "copy", "reg"]);

/**
 * Decodes the character references HTMLRewriter leaves in text and attribute values (numeric ones and
 * the common named ones; an unknown name stays as written).
 */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z][a-z0-9]*);?/gi, (whole, ref: string) => {
    if (ref[0] === "#") {
      const code = ref[1] === "x" || ref[1] === "X" ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      if (!Number.isFinite(code) || code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) {
        return "\ufffd";
      }
      return String.fromCodePoint(code);
    }
    const named = Object.hasOwn(NAMED, ref) ? NAMED[ref] : undefined;
    // Without its semicolon only the oldest few decode, as in a browser ("&amp" but not "&hellip").
    if (named === undefined || (!whole.endsWith(";") && !LEGACY.has(ref))) return whole;
    return named;
  });
}

/** Whitespace collapsed, ends trimmed. */
export function collapse(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

export function baseOf(facts: PageFacts, finalUrl: string): string {
  if (facts.baseHref) {
    try {
      return new URL(facts.baseHref, finalUrl).href;
    } catch {
      return finalUrl;
    }
  }
  return finalUrl;
}
