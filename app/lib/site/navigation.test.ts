import { describe, expect, it } from "vitest";
import { topBarItems } from "~/content/navigation";
import { accountItemActive, activeItem, homeSectionId, hrefMatches } from "./navigation";

const at = (pathname: string, hash = "") => ({ pathname, hash });

describe("hrefMatches", () => {
  it("matches a home anchor only on the home page with that hash", () => {
    expect(hrefMatches("/#pricing", at("/", "#pricing"))).toBe(true);
    expect(hrefMatches("/#pricing", at("/", "#features"))).toBe(false);
    expect(hrefMatches("/#pricing", at("/"))).toBe(false);
    expect(hrefMatches("/#pricing", at("/about", "#pricing"))).toBe(false);
  });

  it("matches a page and the pages below it", () => {
    expect(hrefMatches("/crm-seo", at("/crm-seo"))).toBe(true);
    expect(hrefMatches("/crm-seo", at("/crm-seo/x"))).toBe(true);
    expect(hrefMatches("/crm-seo", at("/crm-seo-other"))).toBe(false);
    expect(hrefMatches("/", at("/about"))).toBe(false);
  });
});

describe("activeItem", () => {
  const label = (pathname: string, hash = "") => activeItem(topBarItems, at(pathname, hash))?.label;

  it("highlights by hash on the home page", () => {
    expect(label("/", "#features")).toBe("Features");
    expect(label("/", "#pricing")).toBe("Pricing");
    expect(label("/")).toBeUndefined();
  });

  it("highlights by path elsewhere", () => {
    expect(label("/about")).toBe("About");
    expect(label("/contact")).toBe("Contact");
    expect(label("/crm-seo")).toBe("CRM");
    expect(label("/privacy-policy")).toBeUndefined();
  });

  it("prefers an item's own page over a submenu entry", () => {
    expect(label("/services/website-development")).toBe("Websites");
    expect(label("/services/local-seo")).toBe("Services");
    expect(label("/services/enterprise")).toBe("Services");
  });
});

describe("homeSectionId", () => {
  it("reads the section of a home anchor only", () => {
    expect(homeSectionId("/#audit-section")).toBe("audit-section");
    expect(homeSectionId("/")).toBeUndefined();
    expect(homeSectionId("/crm-seo#veterinary")).toBeUndefined();
    expect(homeSectionId("http://127.0.0.1:8787/#pricing")).toBe("pricing");
    expect(homeSectionId("/#%E0%A4%A")).toBeUndefined();
  });
});

describe("accountItemActive", () => {
  it("marks an account page and the pages below it", () => {
    expect(accountItemActive("/dashboard", "/dashboard")).toBe(true);
    expect(accountItemActive("/profile", "/Profile")).toBe(true);
    expect(accountItemActive("/admin/leads", "/admin/leads")).toBe(true);
    expect(accountItemActive("/admin/leads", "/admin/settings")).toBe(false);
    expect(accountItemActive("/profile", "/dashboard")).toBe(false);
  });

  it("keeps the dashboard marked on a project's page", () => {
    expect(accountItemActive("/dashboard", "/project/42")).toBe(true);
    expect(accountItemActive("/profile", "/project/42")).toBe(false);
    expect(accountItemActive("/dashboard", "/projects")).toBe(false);
    expect(accountItemActive("/admin/leads", "/admin/audits")).toBe(true);
    expect(accountItemActive("/admin/analytics", "/admin/audits")).toBe(false);
  });
});
