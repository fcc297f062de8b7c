/**
 * Edge cache for anonymous page views (ADR 007, ADR 019). Public pages render the same for every
 * visitor without a cookie, so the Worker keeps a copy in the data centre's cache and serves it
 * with a fresh CSP nonce written into its scripts. Anything personal never gets here: requests
 * with cookies or credentials bypass it, and so do responses that set cookies.
 */
import { isDataRequest } from "~/lib/markup/remix-seam";
import { siteAreaOf } from "../site/site-areas";
import { cacheControl } from "./cache-control";
import { normalisedPageUrl } from "./page-query";

export const CACHE_STATUS_HEADER = "X-Edge-Cache";

/** The cache keys' own path prefix: no visitor URL is ever used as a key as it stands. */
const KEY_PREFIX = "/__edge-cache";

/**
 * Paths as the site writes them: lower case, no trailing slash, no percent-escapes. Routes also
 * answer "/Contact" or "/contact/", but those variants are rendered fresh, never kept, so they
 * cannot multiply the cache's entries.
 */
const CANONICAL_PATH = /^\/(?:[a-z0-9][a-z0-9._-]*(?:\/[a-z0-9][a-z0-9._-]*)*)?$/;

/**
 * workerd's default cache; absent where the Worker's code runs outside it (unit tests in Node).
 * worker-configuration.d.ts declares `caches.default`, but the DOM library, loaded beside it for
 * the routes' components, declares CacheStorage first and hides it (ADR 041).
 */
export function edgeCache(): Cache | undefined {
  return typeof caches === "undefined" ? undefined : (caches as unknown as { default: Cache }).default;
}

/**
 * The URL a cacheable request is rendered and cached as (only the query parameters its page
 * reads, sorted), or undefined when the edge cache must not answer this request at all.
 */
export function edgeCacheUrl(request: Request): URL | undefined {
  if (request.method !== "GET") return undefined;
  if (request.headers.has("Cookie") || request.headers.has("Authorization")) return undefined;
  const url = new URL(request.url);
  if (isDataRequest(url) || !CANONICAL_PATH.test(url.pathname)) return undefined;
  // The site-areas table decides by path, case-insensitively (/AUTH is /auth).
  if (!siteAreaOf(url.pathname).edgeCache) return undefined;
  return normalisedPageUrl(url);
}

/** A response may be stored when it is a complete, public, cookie-free HTML page. */
export function isCacheableResponse(response: Response): boolean {
  return (
    response.status === 200 &&
    (response.headers.get("Content-Type") ?? "").startsWith("text/html") &&
    !response.headers.has("Set-Cookie") &&
    !response.headers.has("Cache-Control")
  );
}

/**
 * The version pages are kept under: the client build's version and, where Cloudflare provides it,
 * the deployment's (the `version_metadata` binding of wrangler.toml). Pages are rendered on the
 * server from code the client build does not include (server markup, ADR 033), so a deploy that
 * changes only that code keeps the client version; without the deployment's id its data centres
 * would serve the old pages until they expire. `wrangler dev` gives every session an id of its own.
 */
export function pageVersion(buildVersion: string, deployment?: { id?: string }): string {
  return deployment?.id ? `${buildVersion}.${deployment.id}` : buildVersion;
}

/**
 * The key of a page: its own namespace, the build version, then the normalised URL. After a
 * deploy the old pages, which point at the old build's scripts, are never served again; no
 * parameter a visitor sends can reach the version or the namespace.
 */
export function cacheKey(pageUrl: URL, version: string): Request {
  const key = new URL(`${KEY_PREFIX}/${encodeURIComponent(version)}${pageUrl.pathname}`, pageUrl.origin);
  key.search = pageUrl.search;
  return new Request(key.toString(), { method: "GET" });
}

/** The cached page with `nonce` on every script that had one, or undefined on a miss. */
export async function cachedPage(pageUrl: URL, version: string, nonce: string): Promise<Response | undefined> {
  const cached = await edgeCache()?.match(cacheKey(pageUrl, version));
  if (!cached) return undefined;
  const rewritten = new HTMLRewriter()
    .on("script[nonce]", {
      element(element) {
        element.setAttribute("nonce", nonce);
      },
    })
    .transform(cached);
  const headers = new Headers(rewritten.headers);
  headers.set("Cache-Control", cacheControl.visitorPage);
  headers.set(CACHE_STATUS_HEADER, "HIT");
  return new Response(rewritten.body, { status: rewritten.status, headers });
}

/** Stores a copy (after the response is sent) and returns the response to send now. */
export function storePage(pageUrl: URL, version: string, response: Response, ctx: ExecutionContext): Response {
  const cache = edgeCache();
  if (!cache || !response.body) return response;
  const [forVisitor, forCache] = response.body.tee();
  const stored = new Headers(response.headers);
  stored.set("Cache-Control", cacheControl.edgeCopy);
  ctx.waitUntil(
    cache.put(cacheKey(pageUrl, version), new Response(forCache, { status: response.status, headers: stored })),
  );
  const headers = new Headers(response.headers);
  headers.set("Cache-Control", cacheControl.visitorPage);
  headers.set(CACHE_STATUS_HEADER, "MISS");
  return new Response(forVisitor, { status: response.status, headers });
}

/**
 * Drops this data centre's copies of some pages (after the site settings change, so the home
 * page shows them at once). Other data centres keep theirs until they expire (EDGE_TTL_SECONDS).
 */
export async function forgetCachedPages(request: Request, version: string, paths: string[]): Promise<void> {
  const cache = edgeCache();
  if (!cache) return;
  const origin = new URL(request.url).origin;
  await Promise.all(paths.map((path) => cache.delete(cacheKey(new URL(path, origin), version))));
}
