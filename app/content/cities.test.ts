import { describe, expect, it } from "vitest";
import { cityPagePath, cityPages, findCityPage, SERVICE_RADIUS_METERS } from "./cities";
import { CITY_SLUGS, KNOWN_ROUTES } from "./known-routes.fixture";
import { offices } from "./offices";
import type { OfficeKey } from "./types";

const REGIONS: Record<string, OfficeKey> = {
  "florida-seo-services": "tampa",
  "wyoming-seo-services": "cheyenne",
  "south-florida-seo-services": "miami",
  "central-florida-seo-services": "orlando",
  "north-florida-seo-services": "jacksonville",
};

const pages = cityPages.map((p) => [p.slug, p] as const);

describe("city and region pages", () => {
  it("are the pages of the route table, in its order", () => {
    expect(cityPages.map((p) => p.slug)).toEqual([...CITY_SLUGS]);
    for (const page of cityPages) expect(KNOWN_ROUTES.has(cityPagePath(page))).toBe(true);
  });

  it("give a whole state its lead office, a part of one its nearest office (ADR 049), and cities their own", () => {
    for (const page of cityPages) {
      if (page.slug in REGIONS) {
        expect(page.kind, page.slug).toBe("region");
        expect(page.office, page.slug).toBe(REGIONS[page.slug]);
      } else {
        expect(page.kind, page.slug).toBe("city");
        expect(offices[page.office].city, page.slug).toBe(page.place);
      }
      expect(page.state).toBe(offices[page.office].state);
    }
  });

  it("have unique titles of at most 60 characters", () => {
    for (const page of cityPages) expect(page.title.length, page.title).toBeLessThanOrEqual(60);
    expect(new Set(cityPages.map((p) => p.title)).size).toBe(CITY_SLUGS.length);
  });

  it("have unique meta descriptions of at most 160 characters", () => {
    for (const page of cityPages) {
      expect(page.description.length, page.slug).toBeLessThanOrEqual(160);
      expect(page.description.length, page.slug).toBeGreaterThanOrEqual(70);
    }
    expect(new Set(cityPages.map((p) => p.description)).size).toBe(CITY_SLUGS.length);
  });

  it("have unique h1s and intros", () => {
    expect(new Set(cityPages.map((p) => p.h1)).size).toBe(CITY_SLUGS.length);
    const paragraphs = cityPages.flatMap((p) => p.intro);
    expect(new Set(paragraphs).size).toBe(paragraphs.length);
  });

  it.each(pages)("%s has intro, areas, keywords and 2-3 local FAQs", (_slug, page) => {
    expect(page.intro.length).toBeGreaterThanOrEqual(2);
    expect(page.areasServed.length).toBeGreaterThanOrEqual(5);
    expect(page.localKeywords.length).toBeGreaterThanOrEqual(3);
    expect(page.faqs.length).toBeGreaterThanOrEqual(2);
    expect(page.faqs.length).toBeLessThanOrEqual(3);
    expect(page.title).toContain(page.slug === "jackson-seo-services" ? "Jackson" : page.place);
  });

  it.each(pages)("%s has real copy", (_slug, page) => {
    const text = JSON.stringify(page);
    expect(text).not.toMatch(/lorem|ipsum|placeholder|TODO|TBD/i);
  });

  it("quote the office hours from the records", () => {
    const text = JSON.stringify(cityPages);
    expect(text).toContain("Monday to Friday, 9 a.m. to 5 p.m.");
    expect(text).toContain("Monday to Friday, 8 a.m. to 5 p.m.");
    expect(text).not.toMatch(/6 p\.m\.|18:00/);
  });

  it("are found by slug", () => {
    expect(findCityPage("tampa-seo-services")?.place).toBe("Tampa");
    expect(findCityPage("seo-services")).toBeUndefined();
  });

  it("use the two service radii of the structured data", () => {
    expect(SERVICE_RADIUS_METERS).toEqual({ city: 50000, region: 100000 });
  });
});
