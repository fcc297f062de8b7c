import type { HeadersFunction } from "@remix-run/cloudflare";

/**
 * For routes with an error boundary: when a loader or action throws a Response, Remix renders
 * the boundary but hands the thrown headers (for example `Allow` on a 405) only to the
 * boundary route's `headers` function. This passes them on to the document.
 */
export const errorHeaders: HeadersFunction = ({ errorHeaders: thrown }) => thrown ?? new Headers();
