import type { HeadersFunction } from "@remix-run/cloudflare";

/**
 * For routes with an error boundary: when a loader or action throws a Response, Remix renders
 * the boundary but hands the thrown headers (for example `Allow` on a 405) only to the
 * boundary route's `headers` function. This passes them on to the document.
 */
export const errorHeaders: HeadersFunction = ({ errorHeaders: thrown }) => thrown ?? new Headers();

/**
 * For routes whose action can answer 429: Remix drops an action's headers from the document
 * (a form sent without JavaScript) unless the route passes them on, and `Retry-After` must reach
 * the visitor either way. Thrown headers are passed on as errorHeaders does.
 */
export const formHeaders: HeadersFunction = ({ actionHeaders, errorHeaders: thrown }) => {
  const headers = new Headers(thrown ?? undefined);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};
