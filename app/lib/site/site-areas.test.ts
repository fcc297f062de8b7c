import { describe, expect, it } from "vitest";
import { PUBLIC_AREA, siteAreaOf } from "./site-areas";

describe("siteAreaOf", () => {
  it("gives the private areas their access and the account frame", () => {
    expect(siteAreaOf("/admin/leads")).toMatchObject({ access: "admin", frame: "account", edgeCache: false });
    for (const path of ["/dashboard", "/profile", "/project/42"]) {
      expect(siteAreaOf(path), path).toMatchObject({ access: "signed-in", frame: "account", edgeCache: false });
    }
  });

  it("hides the top bar under the five prefixes of docs/product.md §2, and only there", () => {
    for (const path of ["/dashboard", "/dashboard/x", "/project/42", "/audit", "/profile", "/admin/leads"]) {
      expect(siteAreaOf(path).frame, path).not.toBe("site");
    }
    for (const path of ["/", "/auth", "/about", "/national-seo-audit", "/florida-seo-audit", "/services/local-seo"]) {
      expect(siteAreaOf(path).frame, path).toBe("site");
    }
  });

  it("keeps the web-vitals collector out of the edge cache and away from crawlers", () => {
    expect(siteAreaOf("/api/vitals")).toMatchObject({ access: "anyone", edgeCache: false, robotsDisallow: true });
  });

  it("serves widget previews bare, uncached and out of crawlers' way", () => {
    expect(siteAreaOf("/widget-preview/b0000000-0000-4000-8000-000000000001")).toMatchObject({
      access: "anyone",
      frame: "bare",
      edgeCache: false,
      robotsDisallow: true,
    });
  });

  it("matches whole segments only, whatever the letter case", () => {
    expect(siteAreaOf("/ADMIN/Leads").prefix).toBe("/admin");
    expect(siteAreaOf("/Auth/Reset").edgeCache).toBe(false);
    expect(siteAreaOf("/AUTH").edgeCache).toBe(false);
    expect(siteAreaOf("/API/Vitals").edgeCache).toBe(false);
    expect(siteAreaOf("/auditor")).toBe(PUBLIC_AREA);
    expect(siteAreaOf("/administrator")).toBe(PUBLIC_AREA);
    expect(siteAreaOf("/dashboards")).toBe(PUBLIC_AREA);
  });
});
