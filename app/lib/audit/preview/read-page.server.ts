/**
 * The streaming HTML pass of the audit preview (docs/product.md, "The audit preview's checks"): the
 * Workers runtime's HTMLRewriter walks the bytes read and thin handlers write what they see into a
 * PageFacts object. No DOM library; nothing of the page is rendered or echoed. evaluate.ts judges the
 * facts.
 */
import { collapse, decodeEntities, emptyFacts, MAX_JSON_LD_CHARS, MAX_LINKS, type PageFacts } from "./page-facts";

const HTML_NS = "http://www.w3.org/1999/xhtml";
const H1_MAX_CHARS = 200;

/** The part of HTMLRewriter used here (the Workers global, or a stand-in with the same API in tests). */
export interface RewriterLike {
  on(selector: string, handlers: HTMLRewriterElementContentHandlers): RewriterLike;
  transform(response: Response): Response;
}

/**
 * Runs HTMLRewriter over the bytes read and returns what the checks need. A charset the parser does
 * not know (it refuses the whole document) is read again as UTF-8, so a typo in a header costs
 * accents, not the report.
 */
export async function collectFacts(
  page: { body: Uint8Array; contentType: string | null },
  makeRewriter: () => RewriterLike = () => new HTMLRewriter(),
): Promise<PageFacts> {
  const contentType = page.contentType ?? "text/html";
  try {
    return await collectOnce(page.body, contentType, makeRewriter);
  } catch (error) {
    if (!/charset/i.test(contentType)) throw error;
    return collectOnce(page.body, "text/html; charset=utf-8", makeRewriter);
  }
}

async function collectOnce(
  body: Uint8Array,
  contentType: string,
  makeRewriter: () => RewriterLike,
): Promise<PageFacts> {
  const collector = factCollector();
  const rewriter = makeRewriter();
  for (const [selector, handlers] of collector.handlers) rewriter.on(selector, handlers);
  // A copy: the response takes the buffer over, and the caller keeps the page.
  const response = new Response(body.slice(), { headers: { "content-type": contentType } });
  await rewriter.transform(response).arrayBuffer();
  return collector.finish();
}

/** The handlers, by selector, and finish() to call once the whole document went through them. */
export function factCollector(): {
  handlers: [string, HTMLRewriterElementContentHandlers][];
  finish: () => PageFacts;
} {
  const facts = emptyFacts();
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
    titles: titleTexts.map((t) => collapse(decodeEntities(t.text))),
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
          if (title) title.text += chunk.text;
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
      "script",
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
          if (!element.hasAttribute("alt")) facts.imagesWithoutAlt += 1;
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
  return { handlers, finish };
}
