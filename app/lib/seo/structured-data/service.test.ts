import { describe, expect, it } from "vitest";
import { findServicePage, servicePages } from "~/content/services";
import { dollarAmounts, serviceJsonLd } from "./service";

const origin = "https://x.test";

describe("dollarAmounts", () => {
  it("reads every dollar figure of a price line", () => {
    expect(dollarAmounts("From $497/mo")).toEqual([497]);
    expect(dollarAmounts("Custom websites from $2,999; e-commerce from $4,999")).toEqual([2999, 4999]);
    expect(dollarAmounts("custom pricing")).toEqual([]);
  });
});

describe("serviceJsonLd", () => {
  it("describes a service provided by the organization, with a single offer", () => {
    const local = serviceJsonLd(findServicePage("local-seo")!, origin) as Record<string, any>;
    expect(local).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Service",
      "@id": "https://x.test/services/local-seo#service",
      url: "https://x.test/services/local-seo",
      serviceType: "Local SEO Services",
      provider: { "@id": "https://x.test/#organization" },
    });
    expect(local.offers).toMatchObject({ "@type": "Offer", price: 497, priceCurrency: "USD" });
  });

  it("gives a price range when the price line names several amounts", () => {
    const web = serviceJsonLd(findServicePage("website-development")!, origin) as Record<string, any>;
    expect(web.offers).toMatchObject({ "@type": "AggregateOffer", lowPrice: 999, highPrice: 4999, offerCount: 3 });
  });

  it("builds for every service page", () => {
    for (const page of servicePages) {
      const service = serviceJsonLd(page, origin) as Record<string, any>;
      expect(service.name).toBe(page.h1);
      expect(service.offers?.priceCurrency).toBe("USD");
    }
  });
});
