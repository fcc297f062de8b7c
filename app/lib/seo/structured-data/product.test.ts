import { describe, expect, it } from "vitest";
import { plansByTab } from "~/content/pricing";
import type { Plan } from "~/content/types";
import { softwareApplicationJsonLd } from "./product";

const origin = "https://x.test";

describe("softwareApplicationJsonLd", () => {
  const app = softwareApplicationJsonLd(plansByTab.diy, origin) as Record<string, any>;

  it("is a SoftwareApplication with the product's 4.8 over 127 reviews", () => {
    expect(app["@context"]).toBe("https://schema.org");
    expect(app["@type"]).toBe("SoftwareApplication");
    expect(app.applicationCategory).toBe("BusinessApplication");
    expect(app.aggregateRating).toMatchObject({ ratingValue: 4.8, reviewCount: 127 });
  });

  it("offers each DIY plan at its monthly USD price", () => {
    expect(app.offers).toMatchObject({
      "@type": "AggregateOffer",
      priceCurrency: "USD",
      lowPrice: 99,
      highPrice: 399,
      offerCount: 3,
    });
    expect(app.offers.offers.map((o: { name: string; price: number }) => [o.name, o.price])).toEqual([
      ["Starter", 99],
      ["Professional", 249],
      ["Enterprise", 399],
    ]);
    expect(app.offers.offers[0].priceSpecification).toMatchObject({ unitCode: "MON", priceCurrency: "USD", price: 99 });
    expect(app.offers.offers[0].url).toBe("https://x.test/#pricing");
  });

  it("leaves out plans without an amount", () => {
    const custom: Plan = { ...plansByTab.diy[0]!, id: "custom", name: "Custom", price: "Custom", isCustom: true };
    const withCustom = softwareApplicationJsonLd([...plansByTab.diy, custom], origin) as Record<string, any>;
    expect(withCustom.offers.offerCount).toBe(3);
  });

  it("refuses a list with no priced plan", () => {
    const custom: Plan = { ...plansByTab.diy[0]!, price: "Custom", isCustom: true };
    expect(() => softwareApplicationJsonLd([custom], origin)).toThrow(/at least one plan/);
  });
});
