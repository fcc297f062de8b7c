/** Served HTML read as a document, for the HTTP tier and for browser tests that read a page's HTML by request. */
import { parseHTML } from "linkedom";

/**
 * The document of an HTML string, parsed as a browser without JavaScript would hold it. linkedom
 * keeps attribute names as written (React writes `hrefLang`, `tabIndex`); a browser's parser
 * lowercases them on HTML elements, and selectors such as `[hreflang=en]` rely on that. SVG keeps
 * its own case (`viewBox`), as in a browser.
 */
export function parseDocument(html: string): Document {
  const { document } = parseHTML(html) as unknown as { document: Document };
  const lowercase = (parent: Element) => {
    for (const element of parent.children) {
      if (element.localName === "svg") continue;
      for (const { name, value } of [...element.attributes]) {
        if (name === name.toLowerCase()) continue;
        element.removeAttribute(name);
        element.setAttribute(name.toLowerCase(), value);
      }
      lowercase(element);
    }
  };
  lowercase(document.documentElement);
  return document;
}

/** The trimmed text of an element, with runs of white space made one space, as a reader hears it. */
export function textOf(element: Element | null | undefined): string {
  return (element?.textContent ?? "").replace(/\s+/g, " ").trim();
}

/**
 * Whether an element would be shown without JavaScript: neither it nor an ancestor has `hidden`
 * (the site hides with the attribute or with classes that a stylesheet reads; the attribute is
 * the one the markup controls, and the browser tests cover what the stylesheet does).
 */
export function isRendered(element: Element): boolean {
  return !element.closest("[hidden]");
}
