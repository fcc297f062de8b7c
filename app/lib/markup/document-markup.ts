import { serverValue, type Received, type Sent } from "./remix-seam";

/**
 * A block of server markup as a route's component is given it (ADR 044): the block itself on the
 * server (`asMarkup`); in the browser, what was sent, which is nothing in a document's hydration data (the
 * document already holds the HTML) and the HTML in a client navigation's data.
 */
export type MarkupData = Sent<string> | Received;

/** The HTML a block stands for, or undefined where the document already holds it. */
export const markupHtml = (given: MarkupData | undefined): string | undefined =>
  serverValue<string>(given) ?? given?.sent;
