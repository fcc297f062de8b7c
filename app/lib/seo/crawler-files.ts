/**
 * The bodies of /sitemap.xml and /robots.txt, as pure functions of the origin so they can be
 * tested without a server.
 */
import { SITE_AREAS } from "../site/site-areas";
import { publicUrls } from "./public-pages";

/** Areas that must stay out of search results (their pages are noindex as well). */
export const ROBOTS_DISALLOWED = SITE_AREAS.filter((area) => area.robotsDisallow).map((area) => area.prefix);

function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
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
