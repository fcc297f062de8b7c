/**
 * The audit preview's checks of the site's files (docs/product.md, "The audit preview's checks"):
 * robots.txt, the XML sitemap and the favicon, as site-files.server.ts fetched them. Pure.
 */
import { plural, shortUrl, statusText, type Verdict } from "./finding-wording";
import type { SiteFiles } from "./site-files.server";

export function judgeRobotsTxt(site: SiteFiles): Verdict {
  const r = site.robots;
  switch (r.reach) {
    case "unreachable":
      return ["warn", "robots.txt did not answer in time."];
    case "refused":
      return ["warn", "robots.txt redirects to an address that is not a public website."];
    case "server-error":
      return [
        "fail",
        `robots.txt answers ${statusText(r.status ?? 500)}; Google pauses crawling a site while its robots.txt fails.`,
      ];
    case "missing":
      return [
        "warn",
        `No robots.txt (${statusText(r.status ?? 404)}); crawlers may fetch everything, but nothing points them to a sitemap.`,
      ];
    case "ok":
      break;
  }
  if (r.html) return ["warn", "robots.txt answers with an HTML page instead of plain-text rules."];
  if (r.blocksAll) return ["fail", "robots.txt blocks every crawler from the whole site (Disallow: /)."];
  if (r.blocksPage) return ["fail", "robots.txt blocks every crawler from this page."];
  const listed = r.sitemaps.length ? `; it lists ${plural(r.sitemaps.length, "sitemap")}` : "";
  return ["pass", `robots.txt is reachable and lets crawlers fetch this page${listed}.`];
}

export function judgeSitemap(site: SiteFiles): Verdict {
  const s = site.sitemap;
  const where = s.source === "robots-txt" ? "listed in robots.txt" : "at the usual /sitemap.xml";
  if (s.reach === "ok") {
    return s.looksLikeSitemap
      ? ["pass", `A sitemap ${where}: ${shortUrl(s.url)}.`]
      : ["warn", `${shortUrl(s.url)} answers, but it is not an XML sitemap.`];
  }
  if (s.reach === "unreachable") return ["warn", `The sitemap ${where} did not answer in time.`];
  if (s.source === "robots-txt") {
    return [
      "fail",
      `robots.txt lists ${shortUrl(s.url)}, but it answers ${s.status === null ? "nothing usable" : statusText(s.status)}.`,
    ];
  }
  return [
    "fail",
    `No sitemap: none is listed in robots.txt, and /sitemap.xml answers ${s.status === null ? "nothing usable" : statusText(s.status)}.`,
  ];
}

export function judgeFavicon(site: SiteFiles): Verdict {
  const f = site.favicon;
  if (f.inline) return ["pass", "The page carries its icon inline (a data: image)."];
  if (f.reach === "ok") {
    return f.isImage
      ? ["pass", `An icon at ${shortUrl(f.url)}.`]
      : ["warn", `${shortUrl(f.url)} answers, but not with an image.`];
  }
  if (f.reach === "unreachable") return ["warn", `The icon at ${shortUrl(f.url)} did not answer in time.`];
  const answer = f.status === null ? "nothing usable" : statusText(f.status);
  return f.declared
    ? ["fail", `The page names ${shortUrl(f.url)} as its icon, but it answers ${answer}.`]
    : ["fail", `No icon link in the page, and /favicon.ico answers ${answer}.`];
}
