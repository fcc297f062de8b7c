import { describe, expect, it } from "vitest";
import { offices } from "~/content/offices";
import { officeGeo, seoMeta } from "./meta";

const page = { title: "Tampa SEO Services", description: "Local SEO in Tampa.", path: "/tampa-seo-services" };

describe("seoMeta", () => {
  it("names the site's one language and an x-default, both the canonical URL", () => {
    const tags = seoMeta(page, "https://www.example.com");
    const alternates = tags.filter((tag) => "rel" in tag && tag.rel === "alternate");
    expect(alternates).toEqual([
      { tagName: "link", rel: "alternate", hrefLang: "en", href: "https://www.example.com/tampa-seo-services" },
      { tagName: "link", rel: "alternate", hrefLang: "x-default", href: "https://www.example.com/tampa-seo-services" },
    ]);
  });

  it("adds the geo tags from an office record, and only when given", () => {
    const tags = seoMeta({ ...page, geo: officeGeo(offices.tampa) }, "https://www.example.com");
    expect(tags).toEqual(
      expect.arrayContaining([
        { name: "geo.region", content: "US-FL" },
        { name: "geo.placename", content: "Tampa" },
        { name: "geo.position", content: "27.9506;-82.4572" },
        { name: "ICBM", content: "27.9506, -82.4572" },
      ]),
    );
    expect(seoMeta(page, "").some((tag) => "name" in tag && tag.name === "ICBM")).toBe(false);
  });
});
