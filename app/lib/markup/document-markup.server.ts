import { AsyncLocalStorage } from "node:async_hooks";
import { MARKUP_TOKEN } from "./document-markup";
import { SerialisedAs } from "./remix-seam";

/**
 * Where a document request's markup waits for the render (ADR 044). A loader's data is turned into
 * JSON and back by Remix, then into JSON again for the hydration data (which entry.server then
 * takes apart to leave `markup` out): for a page of 200 KB of markup that was about 40% of the
 * Worker's time. A `Markup` turns itself into a short token instead while a document is rendered,
 * and the HTML waits here, read by `<ServerMarkup>` through React context.
 */
const scope = new AsyncLocalStorage<Map<string, string>>();
/** The blocks of this document that are still being made (LateMarkup), by the slot they fill. */
const lateScope = new WeakMap<Map<string, string>, Map<string, Promise<string>>>();

/** Runs a document request (not a client navigation's data request) with a place for its markup. */
export function withDocumentMarkup<T>(handle: () => T): T {
  return scope.run(new Map(), handle);
}

/** This document's markup by token, for entry.server to hand to the render. */
export const documentMarkupTokens = (): ReadonlyMap<string, string> | undefined => scope.getStore();

/** This document's late blocks by the placeholder the render writes for each (late-markup.server.ts). */
export const documentLateMarkup = (): ReadonlyMap<string, Promise<string>> | undefined => {
  const tokens = scope.getStore();
  return tokens && lateScope.get(tokens);
};

/** The token a document's block of markup travels as, kept with its HTML; none outside a document. */
function tokenFor(html: string): string | undefined {
  const tokens = scope.getStore();
  if (!tokens) return undefined;
  const token = `${MARKUP_TOKEN}${tokens.size}`;
  tokens.set(token, html);
  return token;
}

/** A block of server markup: HTML that travels as a token in a document request's data (remix-seam.ts, 4). */
export class Markup extends SerialisedAs {
  constructor(html: string) {
    super(html, tokenFor);
  }
}

/** The placeholder the render writes where a late block goes; nothing a visitor sends can contain it (React escapes `<`). */
export const latePlaceholder = (slot: number) => `<template data-late-markup="${slot}"></template>`;

/**
 * HTML still being made (ADR 046), for a place in a block of server markup. In a document, it is
 * a placeholder at once, and the response streams up to it without waiting; the HTML takes its
 * place when it is ready (entry.server, late-markup.server.ts), in document order, so it needs no
 * JavaScript. A client navigation's data cannot wait in place: there it is awaited.
 */
export async function lateHtml(html: Promise<string>): Promise<string> {
  const tokens = scope.getStore();
  if (!tokens) return html;
  let late = lateScope.get(tokens);
  if (!late) lateScope.set(tokens, (late = new Map()));
  const placeholder = latePlaceholder(late.size);
  late.set(placeholder, html);
  return placeholder;
}
