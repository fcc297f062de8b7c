/**
 * Permanent redirects for paths that have no page of their own: the old footer's four dead links
 * and /blog (ADR 004). One table, read by the catch-all route before it answers 404 (ADR 008),
 * so a new redirect is one line here.
 */
import { BLOG_REDIRECT_TARGET } from "~/content/pages";
import { SITEMAP_HTML_PATH } from "../seo/public-pages";
import { REDIRECT_MAX_LENGTH } from "./request-limits";

export const PERMANENT_REDIRECTS: Readonly<Record<string, string>> = {
  "/done-for-you": "/services/done-for-you",
  "/local-seo": "/services/local-seo",
  "/technical-seo": "/services/technical-seo",
  "/sitemap": SITEMAP_HTML_PATH,
  "/blog": BLOG_REDIRECT_TARGET,
};

/**
 * Where a URL permanently moved, keeping its query string (unless that would make the target
 * longer than REDIRECT_MAX_LENGTH), or null. A trailing slash is ignored ("/blog/" moves like
 * "/blog"); matching is exact otherwise, so "/blog/post" is a 404.
 */
export function permanentRedirectTarget(url: URL): string | null {
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/$/, "") : url.pathname;
  const target = PERMANENT_REDIRECTS[path];
  if (!target) return null;
  const withQuery = `${target}${url.search}`;
  return withQuery.length <= REDIRECT_MAX_LENGTH ? withQuery : target;
}
