import { describe, expect, it } from "vitest";
import { robotsTxt, sitemapXml } from "./crawler-files";
import { publicPages } from "./public-pages";

const origin = "https://www.example.com";

describe("sitemapXml", () => {
  const xml = sitemapXml(origin);
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

  it("is a sitemaps.org urlset", () => {
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    expect(xml.trimEnd().endsWith("</urlset>")).toBe(true);
  });

  it("lists every public page once, absolute on the origin", () => {
    expect(locs).toEqual(publicPages.map((page) => `${origin}${page.path}`));
  });

  it("escapes XML specials in an origin", () => {
    expect(sitemapXml("https://a.test/?x=1&y=2")).toContain("&amp;y=2");
  });
});

describe("robotsTxt", () => {
  it("allows the site, disallows the private areas and points at the sitemap", () => {
    expect(robotsTxt(origin)).toBe(
      [
        "User-agent: *",
        "Allow: /",
        "Disallow: /admin",
        "Disallow: /dashboard",
        "Disallow: /profile",
        "Disallow: /project",
        "Disallow: /auth",
        "Disallow: /audit/preview",
        "Disallow: /api",
        "Disallow: /widget-preview",
        "",
        "Sitemap: https://www.example.com/sitemap.xml",
        "",
      ].join("\n"),
    );
  });
});
