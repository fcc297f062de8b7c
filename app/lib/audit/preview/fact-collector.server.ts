/**
 * The handlers of the audit preview's HTML pass (read-page.server.ts): what each element and text
 * the page holds writes into PageFacts, every call counted against READ_LIMITS (ADR 059).
 */
import {
  collapse,
  decodeEntities,
  emptyFacts,
  MAX_EVIDENCE_IMAGES,
  MAX_JSON_LD_CHARS,
  MAX_LINKS,
  type PageFacts,
} from "./page-facts";

const HTML_NS = "http://www.w3.org/1999/xhtml";
const H1_MAX_CHARS = 200;
/** Past this a title's length is reported as this: the checks judge 30–60 characters. */
const TITLE_MAX_CHARS = 10_000;

export const READ_LIMITS = {
  /** Elements the handlers are called for (titles, headings, meta, links, images, scripts …). */
  elements: 20_000,
  /** Characters of text handed to the handlers, kept or not. */
  textChars: 1_000_000,
  /**
   * Pieces of text handed to the handlers: the parser cuts text at every "<", so a title of
   * "x<title>x<title>…" costs a call per piece whatever its length.
   */
  textPieces: 50_000,
  /** Bytes handed to the parser at a time; the event loop turns between slices. */
  sliceBytes: 64 * 1024,
} as const;

/** The page has more than READ_LIMITS allow: no facts, and no score from part of a page. */
export class PageTooLarge extends Error {
  constructor(readonly limit: "elements" | "text" | "parser") {
    super(`Page too large to check fully (${limit})`);
    this.name = "PageTooLarge";
  }
}

/** The handlers, by selector, and finish() to call once the whole document went through them. */
export function factCollector(): {
  handlers: [string, HTMLRewriterElementContentHandlers][];
  finish: () => PageFacts;
  /** The limit that stopped the pass, or null. */
  stopped: () => "elements" | "text" | null;
} {
  const facts = emptyFacts();
  let elements = 0;
  let textChars = 0;
  let textPieces = 0;
  let stopped: "elements" | "text" | null = null;
  // Every handler counts what it is handed and stops the pass at the first limit passed.
  const stop = (limit: "elements" | "text") => {
    stopped = limit;
    throw new PageTooLarge(limit);
  };
  const countElement = () => {
    if (++elements > READ_LIMITS.elements) stop("elements");
  };
  const countText = (chunk: Text) => {
    textChars += chunk.text.length;
    if (textChars > READ_LIMITS.textChars || ++textPieces > READ_LIMITS.textPieces) stop("text");
  };
  let title: { text: string } | null = null;
  const titleTexts: { text: string }[] = [];
  let h1: { text: string } | null = null;
  const h1Texts: { text: string }[] = [];
  let jsonLd: { text: string } | null = null;
  const jsonLdTexts: { text: string }[] = [];
  let jsonLdChars = 0;
  let sawHtml = false;

  const attr = (element: Element, name: string) => {
    const value = element.getAttribute(name);
    return value === null ? null : decodeEntities(value);
  };
  const isHtml = (element: Element) => !element.namespaceURI || element.namespaceURI === HTML_NS;

  // Text arrives in chunks (raw, character references not decoded): joined and decoded at the end.
  const finish = (): PageFacts => ({
    ...facts,
    titles: titleTexts.map((t) => collapse(decodeEntities(t.text)).slice(0, TITLE_MAX_CHARS)),
    h1s: h1Texts.map((t) => collapse(decodeEntities(t.text)).slice(0, H1_MAX_CHARS)),
    jsonLd: jsonLdTexts.map((t) => t.text),
  });

  const handlers: [string, HTMLRewriterElementContentHandlers][] = [
    [
      "html",
      {
        element(element) {
          if (sawHtml) return;
          sawHtml = true;
          const lang = attr(element, "lang") ?? attr(element, "xml:lang");
          facts.lang = lang === null ? null : lang.trim();
        },
      },
    ],
    [
      "title",
      {
        element(element) {
          if (!isHtml(element)) {
            title = null;
            return;
          }
          title = { text: "" };
          titleTexts.push(title);
        },
        text(chunk) {
          if (title && title.text.length < TITLE_MAX_CHARS) title.text += chunk.text;
        },
      },
    ],
    [
      "h1",
      {
        element() {
          h1 = { text: "" };
          h1Texts.push(h1);
        },
        text(chunk) {
          if (h1 && h1.text.length < H1_MAX_CHARS * 4) h1.text += chunk.text;
        },
      },
    ],
    [
      "meta",
      {
        element(element) {
          const name = (attr(element, "name") ?? attr(element, "property") ?? "").trim().toLowerCase();
          const content = attr(element, "content");
          const charset = attr(element, "charset");
          if (charset && !facts.charset) facts.charset = charset.trim();
          const httpEquiv = (attr(element, "http-equiv") ?? "").toLowerCase();
          if (httpEquiv === "content-type" && content && !facts.charset) {
            const match = /charset\s*=\s*["']?([^\s;"']+)/i.exec(content);
            if (match) facts.charset = match[1] ?? null;
          }
          if (content === null) return;
          if (name === "description") facts.descriptions.push(collapse(content));
          else if (name === "robots" || name === "googlebot") facts.robotsMeta.push(`${name}: ${content.trim()}`);
          else if (name === "viewport" && facts.viewport === null) facts.viewport = content.trim();
          else if (name.startsWith("og:") && !(name in facts.openGraph)) facts.openGraph[name] = content.trim();
          else if (name.startsWith("twitter:") && !(name in facts.twitter)) facts.twitter[name] = content.trim();
        },
      },
    ],
    [
      "link",
      {
        element(element) {
          const rel = (attr(element, "rel") ?? "").toLowerCase().split(/\s+/);
          const href = attr(element, "href");
          if (href === null) return;
          if (rel.includes("canonical")) facts.canonicals.push(href.trim());
          if (rel.includes("icon") || rel.includes("apple-touch-icon")) facts.icons.push(href.trim());
        },
      },
    ],
    [
      "base",
      {
        element(element) {
          const href = attr(element, "href");
          if (href !== null && facts.baseHref === null) facts.baseHref = href.trim();
        },
      },
    ],
    [
      // Only what may be JSON-LD: an ordinary page's inline scripts (a framework's data, an
      // analytics tag) cost no call and count towards no limit.
      'script[type*="ld+json" i]',
      {
        element(element) {
          const type = (attr(element, "type") ?? "").trim().toLowerCase();
          if (type === "application/ld+json") {
            jsonLd = { text: "" };
            jsonLdTexts.push(jsonLd);
          } else jsonLd = null;
        },
        text(chunk) {
          if (!jsonLd) return;
          if (jsonLdChars + chunk.text.length <= MAX_JSON_LD_CHARS) {
            jsonLd.text += chunk.text;
            jsonLdChars += chunk.text.length;
          }
        },
      },
    ],
    [
      "img",
      {
        element(element) {
          facts.images += 1;
          if (element.hasAttribute("alt")) return;
          facts.imagesWithoutAlt += 1;
          // The report's evidence names the first few (issue 34 §3).
          if (facts.imagesWithoutAltSrcs.length < MAX_EVIDENCE_IMAGES) {
            facts.imagesWithoutAltSrcs.push((element.getAttribute("src") ?? "").trim().slice(0, 2_048));
          }
        },
      },
    ],
    [
      "a[href]",
      {
        element(element) {
          facts.linkCount += 1;
          const href = attr(element, "href");
          if (href !== null && facts.links.length < MAX_LINKS) facts.links.push(href.trim());
        },
      },
    ],
  ];
  const counted = handlers.map(([selector, { element, text }]): [string, HTMLRewriterElementContentHandlers] => [
    selector,
    {
      ...(element && {
        element(el: Element) {
          countElement();
          return element(el);
        },
      }),
      ...(text && {
        text(chunk: Text) {
          countText(chunk);
          return text(chunk);
        },
      }),
    },
  ]);
  return { handlers: counted, finish, stopped: () => stopped };
}
