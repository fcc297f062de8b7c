/**
 * Every behaviour of Remix 2.17 the site relies on beyond its documented API, in one module
 * (issue 32, ADR 065). remix-seam.test.ts drives Remix's own request handler and fails when one of
 * them changes; an upgrade (single fetch, React Router 7) starts here, and ADR 065 says what each
 * becomes. The rest of app/ calls these and never names the internals itself.
 */

/**
 * 1. With single fetch, a client navigation asks for the matched routes' data at `<path>.data`
 * (`/_root.data` for the home page), and a script's form post goes to the same address.
 */
export const isDataRequest = (url: URL): boolean => url.pathname.endsWith(".data");

/**
 * 1b. Before single fetch a client navigation asked `?_data=<route id>`, and a tab opened before the
 * upgrade still does; Remix 2.17 would answer it an empty body, and the page would go blank. Such a
 * request is told to load the page as a document instead (the reload-document redirect Remix 2's
 * client follows), which also brings the tab the new build.
 */
export const isLegacyDataRequest = (url: URL): boolean => url.searchParams.has("_data");

/** The answer to a legacy data request: load this page, without `_data`, as a document. */
export function reloadAsDocument(url: URL): Response {
  const page = new URL(url);
  page.searchParams.delete("_data");
  return new Response(null, {
    status: 204,
    headers: {
      "X-Remix-Redirect": `${page.pathname}${page.search}`,
      "X-Remix-Reload-Document": "true",
      "Cache-Control": "no-store",
    },
  });
}

/** 2. Lazy route discovery's endpoint, which answers any method (the Worker refuses writes, ADR 034). */
export const ROUTE_DISCOVERY_PATH = "/__manifest";

/**
 * 3. The marks Remix's `<Link>` writes on its anchor: `discover` is what route discovery watches
 * for (server markup leaves it off and useMarkupLinks sets it when a link is reached, ADR 038);
 * `reloadDocument` a link the browser follows itself.
 */
export enum REMIX_LINK_HOOKS {
  discover = "data-discover",
  reloadDocument = "data-reload-document",
}

/** The discover mark exactly as React writes `<Link>`'s attribute. */
const DISCOVER_MARK = ` ${REMIX_LINK_HOOKS.discover}="true"`;

/** HTML rendered with `<Link>`s, without their discover marks. */
export const withoutDiscoverMarks = (html: string): string => html.replaceAll(DISCOVER_MARK, "");

/**
 * 4. With single fetch, the document is rendered from the loaders' and actions' values as they
 * returned them (no JSON round trip), and those values reach the browser through turbo-stream,
 * which sends a plain object as its own enumerable properties, read at the moment it encodes them
 * (a getter runs then); a document's hydration data is encoded before the render, and nothing can
 * edit it after. `sendAs` makes a value that is whole on the server and, in what is sent, only
 * `sent`, which `send` computes when the data is encoded: so the browser gets something else, or
 * nothing (server markup, ADR 044; the JSON-LD, ADR 027). It is a plain object, not a class
 * instance, which turbo-stream would wrap in a 40-byte `SingleFetchClassInstance` marker each.
 * Loaders return plain objects or `data()`, never `json()`, whose JSON round trip would hand the
 * render `sent` alone.
 */
export interface Sent<T> {
  readonly sent?: string;
  /** Types only: what `serverValue` gives back on the server; only `sendAs` makes one. */
  readonly [SENT_VALUE]: T;
}

/** A `Sent` value as the browser receives it: `sent` alone. */
export type Received = { readonly sent?: string };

declare const SENT_VALUE: unique symbol;

const serverValues = new WeakMap<object, unknown>();

/** `value`, sent to the browser as `{ sent: send(value) }`, computed when the data is encoded. */
export function sendAs<T>(value: T, send: (value: T) => string | undefined): Sent<T> {
  const sent = Object.defineProperty({}, "sent", { enumerable: true, get: () => send(value) }) as Sent<T>;
  serverValues.set(sent, value);
  return sent;
}

/** The value `given` was made from, on the server; undefined in the browser, which has `sent` alone. */
export const serverValue = <T>(given: Sent<T> | Received | undefined): T | undefined =>
  given ? (serverValues.get(given) as T | undefined) : undefined;
