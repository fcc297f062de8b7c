import { createContext } from "react";

/**
 * The markup of a document request stays on the server (ADR 044): the loaders' data carries a
 * token for each block (`Markup.toJSON`, document-markup.server.ts) and the server's render finds
 * the HTML by it here. The browser never sees a token: entry.server leaves `markup` out of the
 * hydration data, and a client navigation's data carries the HTML itself.
 */
export const MARKUP_TOKEN = "\u0000markup:";

export const DocumentMarkup = createContext<ReadonlyMap<string, string> | undefined>(undefined);

/** The HTML a block stands for: itself, or what its token names in this document. */
export function markupHtml(html: string | undefined, tokens: ReadonlyMap<string, string> | undefined) {
  return html?.startsWith(MARKUP_TOKEN) ? tokens?.get(html) : html;
}
