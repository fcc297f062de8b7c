import type { EntryContext } from "@remix-run/cloudflare";

/**
 * Every behaviour of Remix 2.17 the site relies on beyond its documented API, in one module
 * (issue 32, ADR 065). remix-seam.test.ts drives Remix's own request handler and fails when one of
 * them changes; an upgrade (single fetch, React Router 7) starts here, and ADR 065 says what each
 * becomes. The rest of app/ calls these and never names the internals itself.
 */

/** 1. A client navigation asks for a route's data with `?_data=<route id>` (single fetch: `<path>.data`). */
export const isDataRequest = (url: URL): boolean => url.searchParams.has("_data");

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
 * 4. Loader and action data travel as `JSON.stringify` makes them, for documents and data requests
 * alike: a value's `toJSON` decides what is sent. Server markup travels as a short token in a
 * document's data this way (document-markup.server.ts, ADR 044): `token` names the HTML, or
 * answers undefined to send the HTML itself.
 */
export class SerialisedAs {
  constructor(
    readonly html: string,
    private readonly token: (html: string) => string | undefined,
  ) {}

  toString(): string {
    return this.html;
  }

  toJSON(): string {
    return this.token(this.html) ?? this.html;
  }
}

/** Remix's escaping of the hydration data (server-runtime's escapeHtml), kept when it is rewritten. */
const HANDOFF_ESCAPES: Record<string, string> = {
  "&": "\\u0026",
  ">": "\\u003e",
  "<": "\\u003c",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

interface Handoff {
  state?: { loaderData?: Record<string, unknown>; actionData?: Record<string, unknown> | null };
}

/**
 * 5. A document's hydration data is `EntryContext.serverHandoffString`, the JSON of
 * `{ state: { loaderData, actionData } }` escaped for a script, which `<RemixServer>` writes as it
 * is. `edit` is given each route's loader and action data (objects only) to change in place
 * before the render; the string is written back with Remix's escaping.
 */
export function editHydrationData(
  context: Pick<EntryContext, "serverHandoffString">,
  edit: (routeData: Record<string, unknown>) => void,
): void {
  if (!context.serverHandoffString) return;
  const handoff = JSON.parse(context.serverHandoffString) as Handoff;
  for (const data of [
    ...Object.values(handoff.state?.loaderData ?? {}),
    ...Object.values(handoff.state?.actionData ?? {}),
  ]) {
    if (data && typeof data === "object") edit(data as Record<string, unknown>);
  }
  context.serverHandoffString = JSON.stringify(handoff).replace(/[&><\u2028\u2029]/g, (c) => HANDOFF_ESCAPES[c]!);
}
