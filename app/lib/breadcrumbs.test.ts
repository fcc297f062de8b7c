import { describe, expect, it } from "vitest";
import { shortTitle, trail } from "./breadcrumbs";

describe("breadcrumb trails", () => {
  it("name a page by its title's first part", () => {
    expect(shortTitle("Local SEO Services | Google Maps & Local Search Rankings")).toBe("Local SEO Services");
    expect(shortTitle("Done-For-You SEO & Marketing Services")).toBe("Done-For-You SEO & Marketing Services");
  });

  it("run from home through the given steps to the page", () => {
    expect(trail({ title: "Tampa SEO Services | Local SEO", path: "/tampa-seo-services" }, { name: "Service Areas", path: "/service-areas" })).toEqual([
      { name: "Home", path: "/" },
      { name: "Service Areas", path: "/service-areas" },
      { name: "Tampa SEO Services", path: "/tampa-seo-services" },
    ]);
  });
});
