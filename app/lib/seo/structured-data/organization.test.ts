import { describe, expect, it } from "vitest";
import { offices } from "~/content/offices";
import { phones, socialLinks } from "~/content/site";
import { organizationJsonLd } from "./organization";

const origin = "https://www.example.com";

describe("organizationJsonLd", () => {
  const org = organizationJsonLd(origin) as Record<string, any>;

  it("is an Organization on schema.org with a stable id", () => {
    expect(org["@context"]).toBe("https://schema.org");
    expect(org["@type"]).toBe("Organization");
    expect(org["@id"]).toBe("https://www.example.com/#organization");
    expect(org.name).toBe("Rankwell");
    expect(org.url).toBe("https://www.example.com/");
    expect(org.logo).toBe("https://www.example.com/icon-512.png");
  });

  it("carries the company's review figures: 4.9 over 284", () => {
    expect(org.aggregateRating).toMatchObject({ "@type": "AggregateRating", ratingValue: 4.9, reviewCount: 284 });
  });

  it("has a contact point for each footer phone and the socials as sameAs", () => {
    expect(org.contactPoint.map((c: { telephone: string }) => c.telephone)).toEqual(
      Object.values(phones).map((p) => p.number),
    );
    expect(org.sameAs).toEqual(socialLinks.map((l) => l.href));
  });

  it("is addressed at the Tampa headquarters", () => {
    expect(org.address).toMatchObject({
      "@type": "PostalAddress",
      streetAddress: offices.tampa.streetAddress,
      addressLocality: "Tampa",
      addressRegion: "FL",
      postalCode: offices.tampa.postalCode,
      addressCountry: "US",
    });
  });

  it("survives a JSON round trip unchanged", () => {
    expect(JSON.parse(JSON.stringify(org))).toEqual(org);
  });
});
