import { describe, expect, it } from "vitest";
import { trail } from "./breadcrumbs";

describe("breadcrumb trails", () => {
  it("run from home through the given steps to the page", () => {
    expect(
      trail(
        { title: "Tampa SEO Services | Local SEO", path: "/tampa-seo-services" },
        { name: "Service Areas", path: "/service-areas" },
      ),
    ).toEqual([
      { name: "Home", path: "/" },
      { name: "Service Areas", path: "/service-areas" },
      { name: "Tampa SEO Services", path: "/tampa-seo-services" },
    ]);
  });
});
