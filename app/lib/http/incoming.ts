import { ROUTE_DISCOVERY_PATH } from "~/lib/markup/remix-seam";
/**
 * What the Worker checks and tidies on a request before Remix sees it (ADR 021).
 */

/**
 * Login CSRF and friends: a state-changing request whose browser says it came from another site
 * is refused. SameSite=Lax cookies already stop cross-site POSTs from acting as the visitor; this
 * also stops a foreign page from signing a visitor into an attacker's account. `Origin: null`
 * (sandboxed frames, data: URLs, some cross-site redirects) names no site at all, so it is
 * refused too: none of the site's own forms produce it.
 */
export function isCrossSiteSubmission(request: Request): boolean {
  if (request.method === "GET" || request.method === "HEAD") return false;
  if (request.headers.get("Sec-Fetch-Site") === "cross-site") return true;
  const origin = request.headers.get("Origin");
  return origin !== null && origin !== new URL(request.url).origin;
}

/**
 * Paths no page of the site has and Remix cannot render even as a 404: an encoded backslash
 * (`/%5C…`) decodes into a path React Router's server rendering reads as a protocol-relative URL,
 * and it throws. Browsers never send one (they turn a typed `\` into `/`), so it is refused first.
 */
export function isUnroutablePath(request: Request): boolean {
  return /%5c/i.test(new URL(request.url).pathname);
}

/** What the site answers: reads, and form posts (every action is a POST). */
export const HANDLED_METHODS = ["GET", "HEAD", "POST"] as const;

/**
 * A method no page handles (PUT, DELETE, OPTIONS, anything invented): answered 405 by the Worker,
 * whatever the runtime in front of it does with it (issue 35 §7). CORS preflights (OPTIONS) are
 * never granted, so refusing them changes nothing a browser may do.
 */
export function isUnhandledMethod(request: Request): boolean {
  return !(HANDLED_METHODS as readonly string[]).includes(request.method);
}

/**
 * A request for a host the site does not serve. With `SITE_URL` set (production, and each test
 * Worker) only its host is the site; any other Host header (a stray DNS record, a probe naming
 * another site) is answered 421 instead of a page that would call itself canonical elsewhere.
 * Without it (`npm start`), every host is served.
 */
export function isUnservedHost(request: Request, siteUrl: string | undefined): boolean {
  if (!siteUrl) return false;
  try {
    return new URL(request.url).host !== new URL(siteUrl).host;
  } catch {
    return false;
  }
}

/** A write sent to the route-discovery endpoint, which the Worker answers 405 instead of Remix. */
export function isWriteToRouteDiscovery(request: Request): boolean {
  return (
    new URL(request.url).pathname === ROUTE_DISCOVERY_PATH && request.method !== "GET" && request.method !== "HEAD"
  );
}

/**
 * The request Remix handles: at `url` (the edge cache's normalised page URL, ADR 019) and without
 * `X-Forwarded-Host`. The Worker is the site's edge, so no proxy in front of it forwards a host
 * the site should believe; Remix would compare that header with `Origin` and fail the action.
 */
export function requestForRemix(request: Request, url: URL | string = request.url): Request {
  if (!request.headers.has("X-Forwarded-Host") && String(url) === request.url) return request;
  const headers = new Headers(request.headers);
  headers.delete("X-Forwarded-Host");
  // `duplex` is what the fetch standard asks of a streamed body (Node enforces it; workerd ignores it).
  const init = { method: request.method, headers, body: request.body, signal: request.signal, duplex: "half" };
  return new Request(url, init as RequestInit);
}
