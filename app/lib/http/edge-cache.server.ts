/**
 * Edge cache for anonymous page views. Public pages render the same for every visitor
 * without a cookie, so the Worker keeps a copy in the data centre's cache and serves it
 * with a fresh CSP nonce written into its scripts. Anything personal never gets here:
 * requests with cookies or credentials bypass it, and so do responses that set cookies.
 */
import type { WorkerContext } from "../env.server";
import { siteAreaOf } from "../site/site-areas";
import { cacheControl } from "./cache-control";

export const CACHE_STATUS_HEADER = "X-Edge-Cache";

interface EdgeCache {
  match(request: Request): Promise<Response | undefined>;
  put(request: Request, response: Response): Promise<void>;
  delete(request: Request): Promise<boolean>;
}

function edgeCache(): EdgeCache | undefined {
  return (globalThis.caches as unknown as { default?: EdgeCache } | undefined)?.default;
}

export function isCacheableRequest(request: Request): boolean {
  if (request.method !== "GET") return false;
  if (request.headers.has("Cookie") || request.headers.has("Authorization")) return false;
  const { pathname, searchParams } = new URL(request.url);
  if (searchParams.has("_data")) return false;
  return siteAreaOf(pathname).edgeCache;
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

/** The cached page with `nonce` on every script that had one, or undefined on a miss. */
export async function cachedPage(request: Request, version: string, nonce: string): Promise<Response | undefined> {
  const cached = await edgeCache()?.match(cacheKey(request, version));
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
export function storePage(request: Request, version: string, response: Response, ctx: WorkerContext): Response {
  const cache = edgeCache();
  if (!cache || !response.body) return response;
  const [forVisitor, forCache] = response.body.tee();
  const stored = new Headers(response.headers);
  stored.set("Cache-Control", cacheControl.edgeCopy);
  ctx.waitUntil(
    cache.put(cacheKey(request, version), new Response(forCache, { status: response.status, headers: stored })),
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
  await Promise.all(paths.map((path) => cache.delete(cacheKey(new Request(`${origin}${path}`), version))));
}

/**
 * The URL and the build keys the cache: after a deploy the old pages, which point at the
 * old build's scripts, are never served again. Bots and browsers get the same document.
 */
function cacheKey(request: Request, version: string): Request {
  const url = new URL(request.url);
  url.searchParams.set("__build", version);
  return new Request(url.toString(), { method: "GET" });
}
