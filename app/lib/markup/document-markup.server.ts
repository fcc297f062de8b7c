import { AsyncLocalStorage } from "node:async_hooks";
import { MARKUP_TOKEN } from "./document-markup";

/**
 * Where a document request's markup waits for the render (ADR 044). A loader's data is turned into
 * JSON and back by Remix, then into JSON again for the hydration data (which entry.server then
 * takes apart to leave `markup` out): for a page of 200 KB of markup that was about 40% of the
 * Worker's time. A `Markup` turns itself into a short token instead while a document is rendered,
 * and the HTML waits here, read by `<ServerMarkup>` through React context.
 */
const scope = new AsyncLocalStorage<Map<string, string>>();

/** Runs a document request (not a client navigation's data request) with a place for its markup. */
export function withDocumentMarkup<T>(handle: () => T): T {
  return scope.run(new Map(), handle);
}

/** This document's markup by token, for entry.server to hand to the render. */
export const documentMarkupTokens = (): ReadonlyMap<string, string> | undefined => scope.getStore();

/** A block of server markup: HTML that travels as a token in a document request's data. */
export class Markup {
  constructor(readonly html: string) {}

  toString(): string {
    return this.html;
  }

  toJSON(): string {
    const tokens = scope.getStore();
    if (!tokens) return this.html;
    const token = `${MARKUP_TOKEN}${tokens.size}`;
    tokens.set(token, this.html);
    return token;
  }
}
