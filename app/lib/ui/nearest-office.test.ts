import { describe, expect, it } from "vitest";
import { cityPages } from "~/content/cities";
import { REGION_POINTS } from "~/content/generated/state-maps";
import { offices } from "~/content/offices";
import { greatCircleKm, nearestOffice, pagePoint, spotlightOffice } from "./nearest-office";

describe("greatCircleKm", () => {
  it("is zero from a point to itself and the same both ways", () => {
    expect(greatCircleKm(offices.tampa, offices.tampa)).toBe(0);
    expect(greatCircleKm(offices.tampa, offices.miami)).toBeCloseTo(greatCircleKm(offices.miami, offices.tampa), 9);
  });

  it("measures known distances: a quarter meridian, a degree of the equator, Tampa to Miami", () => {
    const quarter = greatCircleKm({ latitude: 0, longitude: 0 }, { latitude: 90, longitude: 0 });
    expect(quarter).toBeCloseTo((Math.PI / 2) * 6371.0088, 6);
    expect(greatCircleKm({ latitude: 0, longitude: 10 }, { latitude: 0, longitude: 11 })).toBeCloseTo(111.195, 2);
    // Published great-circle distance between the two city centres: about 329 km (204 miles).
    expect(greatCircleKm(offices.tampa, offices.miami)).toBeGreaterThan(320);
    expect(greatCircleKm(offices.tampa, offices.miami)).toBeLessThan(335);
  });
});

describe("nearestOffice", () => {
  it("finds the closest office, not the first listed", () => {
    expect(nearestOffice({ latitude: 25.9, longitude: -80.3 })).toBe("miami");
    expect(nearestOffice({ latitude: 44.5, longitude: -107 })).toBe("sheridan");
    expect(nearestOffice({ latitude: 27.8, longitude: -82.6 }, ["tampa", "stpetersburg"])).toBe("stpetersburg");
  });

  it("refuses an empty list", () => {
    expect(() => nearestOffice({ latitude: 0, longitude: 0 }, [])).toThrow();
  });
});

describe("the pages' spotlight", () => {
  it("puts South Florida's point in South Florida, so Miami, not Tampa, is its office", () => {
    const point = REGION_POINTS["south-florida-seo-services"]!;
    expect(point.latitude).toBeGreaterThan(25.5);
    expect(point.latitude).toBeLessThan(27);
    expect(greatCircleKm(point, offices.miami)).toBeLessThan(greatCircleKm(point, offices.tampa) / 2);
  });

  it("is each page's own office: its city's, the nearest to its region, or a whole state's lead office", () => {
    const expected: Record<string, string> = {
      "florida-seo-services": "tampa",
      "wyoming-seo-services": "cheyenne",
      "south-florida-seo-services": "miami",
      "central-florida-seo-services": "orlando",
      "north-florida-seo-services": "jacksonville",
    };
    for (const page of cityPages) {
      const spotlight = spotlightOffice(page);
      expect(spotlight, page.slug).toBe(page.office);
      if (page.kind === "city") expect(offices[spotlight].city, page.slug).toBe(page.place);
      else expect(spotlight, page.slug).toBe(expected[page.slug]);
    }
  });

  it("has a point for every page but the two statewide ones", () => {
    const withoutPoint = cityPages.filter((page) => pagePoint(page) === null).map((page) => page.slug);
    expect(withoutPoint.sort()).toEqual(["florida-seo-services", "wyoming-seo-services"]);
  });
});
