import { AsyncLocalStorage } from "node:async_hooks";
import { sendAs, type Sent } from "./remix-seam";

/**
 * Which requests are documents, for the markup in their data (ADR 044). A block of server markup
 * is HTML the document carries once: the hydration data leaves it out, so the browser's first
 * render keeps what the server wrote, and only a client navigation's data brings the HTML.
 */
const scope = new AsyncLocalStorage<{ late: Map<string, Promise<string>> }>();

/** Runs a document request (not a client navigation's data request). */
export function withDocumentMarkup<T>(handle: () => T): T {
  return scope.run({ late: new Map() }, handle);
}

/** This document's late blocks by the placeholder the render writes for each (late-markup.server.ts). */
export const documentLateMarkup = (): ReadonlyMap<string, Promise<string>> | undefined => scope.getStore()?.late;

/** Sent in a data request; a document already holds it. Read when the data is encoded (remix-seam.ts, 4). */
const sentOutsideDocuments = (html: string) => (scope.getStore() ? undefined : html);

/** A block of server markup, as loaders return it for `<ServerMarkup>`. */
export type Markup = Sent<string>;

/** `html` as a block of server markup; one block may serve many requests (kept.server.ts). */
export const asMarkup = (html: string): Markup => sendAs(html, sentOutsideDocuments);

/** The placeholder the render writes where a late block goes; nothing a visitor sends can contain it (React escapes `<`). */
export const latePlaceholder = (slot: number) => `<template data-late-markup="${slot}"></template>`;

/**
 * HTML still being made (ADR 046), for a place in a block of server markup. In a document, it is
 * a placeholder at once, and the response streams up to it without waiting; the HTML takes its
 * place when it is ready (entry.server, late-markup.server.ts), in document order, so it needs no
 * JavaScript. A client navigation's data cannot wait in place: there it is awaited.
 */
export async function lateHtml(html: Promise<string>): Promise<string> {
  const late = scope.getStore()?.late;
  if (!late) return html;
  const placeholder = latePlaceholder(late.size);
  late.set(placeholder, html);
  return placeholder;
}
