/**
 * Every Cache-Control value the site sends, each with its reason. Static files are not answered by
 * the Worker: their caching is in public/_headers, which mirrors `immutableAsset` and `image`
 * below (keep the two in step). The security headers are in ./security-headers.ts.
 */

/** How long the edge keeps an anonymous page (seconds): how soon a content change reaches visitors. */
export const EDGE_TTL_SECONDS = 300;

export const cacheControl = {
  /** Hashed client build (/build/*) and versioned fonts (/fonts/*): the name changes with the content. */
  immutableAsset: "public, max-age=31536000, immutable",
  /** Generated images (/images/*): a week, refreshed in the background. Set in public/_headers. */
  image: "public, max-age=604800, stale-while-revalidate=86400",
  /** The Worker's own copy of an anonymous page in the edge cache (ADR 007). */
  edgeCopy: `public, max-age=${EDGE_TTL_SECONDS}`,
  /**
   * A public page as the visitor gets it: revalidate each time, and no shared cache between us
   * and the visitor may keep it, because each copy carries its own CSP nonce.
   */
  visitorPage: "private, no-cache",
  /** Anything that sets or depends on a session: never stored anywhere. */
  personal: "private, no-store",
  /** A response for a visitor without cookies that the edge cache does not keep (errors, redirects to sign-in). */
  revalidate: "public, max-age=0, must-revalidate",
  /** Permanent redirects change only with a deploy; a day spares the Worker repeat visits. */
  permanentRedirect: "public, max-age=86400",
  /** The service worker (/sw.js): checked on every visit, so a deploy's new worker is found at once. */
  serviceWorker: "no-cache",
  /** robots.txt and sitemap.xml change only with a deploy; an hour keeps crawlers from hammering them. */
  crawlerFile: "public, max-age=3600",
} as const;
