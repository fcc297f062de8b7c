import { describe, expect, it } from "vitest";
import { offices } from "~/content/offices";
import { socialLinks } from "~/content/site";
import { organizationJsonLd } from "./organization";

const origin = "https://www.example.com";

describe("organizationJsonLd", () => {
  const book = {
    phones: { tollFree: "(888) 555-0100", tampa: "(813) 555-0101", miami: "", wyoming: " " },
    email: "sales@example.com",
  };
  const org = organizationJsonLd(origin, book) as Record<string, any>;

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

  it("has a contact point for each phone line with a number, the toll-free one as sales, and the socials as sameAs", () => {
    expect(org.contactPoint).toEqual([
      expect.objectContaining({ telephone: "(888) 555-0100", contactType: "sales", name: "Toll Free" }),
      expect.objectContaining({ telephone: "(813) 555-0101", contactType: "customer service", name: "Tampa" }),
    ]);
    expect(org.telephone).toBe("(888) 555-0100");
    expect(org.email).toBe("sales@example.com");
    expect(org.sameAs).toEqual(socialLinks.map((l) => l.href));
  });

  it("leaves telephone and contact points out while no line has a number (ADR 052)", () => {
    const bare = organizationJsonLd(origin, {
      phones: { tollFree: "", tampa: "", miami: "", wyoming: "" },
      email: "hello@example.com",
    }) as Record<string, any>;
    expect(bare).not.toHaveProperty("telephone");
    expect(bare).not.toHaveProperty("contactPoint");
  });

  it("is addressed at the Tampa headquarters, without a street while the company has not confirmed it (ADR 053)", () => {
    expect(offices.tampa.streetAddress).toBeNull();
    expect(org.address).not.toHaveProperty("streetAddress");
    expect(org.address).toMatchObject({
      "@type": "PostalAddress",
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
