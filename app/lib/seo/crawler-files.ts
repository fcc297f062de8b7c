/**
 * The bodies of /sitemap.xml and /robots.txt, as pure functions of the origin so they can be
 * tested without a server.
 */
import { publicUrls } from "./public-pages";

/** Sections that must stay out of search results (they are noindex as well). */
export const ROBOTS_DISALLOWED = ["/admin", "/dashboard", "/profile", "/project", "/auth"] as const;

/** Both files change only with a deploy; an hour keeps crawlers and caches from hammering them. */
export const CRAWLER_FILES_CACHE_CONTROL = "public, max-age=3600";

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

/** A sitemaps.org urlset with every indexable page. */
export function sitemapXml(origin: string): string {
  const entries = publicUrls(origin).map((url) => `  <url>\n    <loc>${escapeXml(url)}</loc>\n  </url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    "</urlset>",
    "",
  ].join("\n");
}

export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...ROBOTS_DISALLOWED.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
