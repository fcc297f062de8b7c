import { describe, expect, it } from "vitest";
import { findCityPage } from "~/content/cities";
import { offices } from "~/content/offices";
import { cityPageLocalBusinessJsonLd, localBusinessJsonLd } from "./local-business";

const origin = "https://x.test";
const book = {
  phones: { tollFree: "(888) 555-0100", tampa: "(813) 555-0101", miami: "", wyoming: "(307) 555-0103" },
  email: "hello@x.test",
};

describe("localBusinessJsonLd", () => {
  const tampa = offices.tampa;
  const business = localBusinessJsonLd(tampa, {
    origin,
    pageUrl: "/tampa-seo-services",
    telephone: "(813) 555-0101",
  }) as Record<string, any>;

  it("describes the office at its page's URL", () => {
    expect(business).toMatchObject({
      "@context": "https://schema.org",
      "@type": "LocalBusiness",
      "@id": "https://x.test/tampa-seo-services#localbusiness",
      name: tampa.name,
      url: "https://x.test/tampa-seo-services",
      telephone: "(813) 555-0101",
      email: tampa.email,
      hasMap: tampa.gmb,
      priceRange: "$$",
      parentOrganization: { "@id": "https://x.test/#organization" },
    });
  });

  it("has the postal address, coordinates and the record's opening hours", () => {
    expect(business.address).toMatchObject({
      postalCode: "33602",
      addressRegion: "FL",
    });
    expect(business.geo).toEqual({ "@type": "GeoCoordinates", latitude: tampa.latitude, longitude: tampa.longitude });
    expect(business.openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "09:00",
        closes: "17:00",
      },
    ]);
  });

  it("serves the office's areas and a 50 km circle by default", () => {
    const places = business.areaServed.filter((a: { "@type": string }) => a["@type"] === "Place");
    expect(places.map((p: { name: string }) => p.name)).toEqual(tampa.serviceAreas);
    expect(business.areaServed.at(-1)).toEqual({
      "@type": "GeoCircle",
      geoMidpoint: business.geo,
      geoRadius: 50_000,
    });
  });

  it("rates the office with its own review figures", () => {
    expect(business.aggregateRating).toMatchObject({
      ratingValue: tampa.reviews.rating,
      reviewCount: tampa.reviews.count,
    });
  });

  it("accepts an absolute page URL", () => {
    const other = localBusinessJsonLd(tampa, {
      origin,
      pageUrl: "https://x.test/florida-seo-services",
      telephone: "",
    }) as Record<string, any>;
    expect(other.url).toBe("https://x.test/florida-seo-services");
  });

  it("leaves telephone out when the office's line has no number (ADR 052)", () => {
    const other = localBusinessJsonLd(tampa, { origin, pageUrl: "/tampa-seo-services", telephone: "" });
    expect(other).not.toHaveProperty("telephone");
  });
});

describe("cityPageLocalBusinessJsonLd", () => {
  it("uses the region's primary office, its areas and the 100 km radius", () => {
    const page = findCityPage("florida-seo-services")!;
    const business = cityPageLocalBusinessJsonLd(page, origin, book) as Record<string, any>;
    expect(business.name).toBe(offices.tampa.name);
    expect(business.url).toBe("https://x.test/florida-seo-services");
    expect(business.telephone).toBe("(813) 555-0101");
    const names = business.areaServed.filter((a: { name?: string }) => a.name).map((a: { name: string }) => a.name);
    expect(names).toEqual(page.areasServed);
    expect(business.areaServed.at(-1).geoRadius).toBe(100_000);
  });

  it("uses the city radius for a city page", () => {
    const business = cityPageLocalBusinessJsonLd(findCityPage("casper-seo-services")!, origin, book) as Record<
      string,
      any
    >;
    expect(business.name).toBe(offices.casper.name);
    expect(business.telephone).toBe("(307) 555-0103");
    expect(business.openingHoursSpecification[0].opens).toBe("08:00");
    expect(business.areaServed.at(-1).geoRadius).toBe(50_000);
  });
});

describe("a Miami page while the Miami line has no number", () => {
  it("has no telephone rather than another office's", () => {
    const business = cityPageLocalBusinessJsonLd(findCityPage("miami-seo-services")!, origin, book);
    expect(business).not.toHaveProperty("telephone");
  });
});
