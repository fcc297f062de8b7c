import { describe, expect, it } from "vitest";
import { AUDIT_SLUGS, CITY_SLUGS, KNOWN_ROUTES, SERVICE_SLUGS } from "~/content/known-routes.fixture";
import { siteAreaOf } from "../site/site-areas";
import { publicPageGroups, publicPages, publicUrls, shortTitle } from "./public-pages";

const paths = publicPages.map((page) => page.path);
const NOT_INDEXED = new Set(["/audit", "/blog"]);

describe("publicPages", () => {
  it("lists each page once", () => {
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("lists only routes of the docs/product.md §2 route table", () => {
    expect(paths.filter((path) => !KNOWN_ROUTES.has(path))).toEqual([]);
  });

  it("lists every service, city, region and audit page, and the case study", () => {
    for (const slug of SERVICE_SLUGS) expect(paths).toContain(`/services/${slug}`);
    for (const slug of CITY_SLUGS) expect(paths).toContain(`/${slug}`);
    for (const slug of AUDIT_SLUGS) expect(paths).toContain(`/${slug}`);
    expect(paths).toContain("/case-studies/veterinary-practice-tampa-growth");
    // Every route of the table is listed but the private areas, the noindex audit tool and /blog (a redirect).
    const indexable = [...KNOWN_ROUTES].filter((path) => !siteAreaOf(path).robotsDisallow && !NOT_INDEXED.has(path));
    expect(new Set(paths)).toEqual(new Set(indexable));
  });

  it("leaves out sign-in, signed-in, admin and tool pages and the redirects", () => {
    for (const path of [
      "/auth",
      "/dashboard",
      "/profile",
      "/admin/leads",
      "/audit",
      "/blog",
      "/sitemap",
      "/local-seo",
    ]) {
      expect(paths).not.toContain(path);
    }
  });

  it("gives every page a label, unique within its group", () => {
    for (const group of publicPageGroups) {
      const labels = group.pages.map((page) => page.label);
      expect(labels.every((label) => label.length > 0)).toBe(true);
      expect(new Set(labels).size, group.title).toBe(labels.length);
    }
  });
});

describe("publicUrls", () => {
  it("makes every path absolute on the origin", () => {
    const urls = publicUrls("https://www.example.com");
    expect(urls[0]).toBe("https://www.example.com/");
    expect(urls).toContain("https://www.example.com/services/local-seo");
  });
});

describe("shortTitle", () => {
  it("keeps the part before the brand separator", () => {
    expect(shortTitle("Contact Us | Get a Custom SEO Quote")).toBe("Contact Us");
    expect(shortTitle("Done-For-You SEO & Marketing Services")).toBe("Done-For-You SEO & Marketing Services");
  });
});
