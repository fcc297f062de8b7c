import type { Offer, SoftwareApplication, WithContext } from "schema-dts";
import { site } from "~/content/site";
import type { Plan } from "~/content/types";
import { absoluteUrl, organizationRef, SCHEMA_CONTEXT } from "./ids";

export const PRICE_CURRENCY = "USD";
/** Where the plans are compared. */
const PRICING_PATH = "/#pricing";

type PricedPlan = Plan & { price: number };

function isPriced(plan: Plan): plan is PricedPlan {
  return typeof plan.price === "number" && !plan.isCustom;
}

function planOffer(plan: PricedPlan, origin: string): Offer {
  return {
    "@type": "Offer",
    name: plan.name,
    description: plan.description,
    price: plan.price,
    priceCurrency: PRICE_CURRENCY,
    url: absoluteUrl(origin, PRICING_PATH),
    availability: "https://schema.org/InStock",
    priceSpecification: {
      "@type": "UnitPriceSpecification",
      price: plan.price,
      priceCurrency: PRICE_CURRENCY,
      // Monthly plans are billed per month; one-time plans have no unit.
      ...(plan.billing === "monthly" ? { unitCode: "MON", billingDuration: "P1M" } : {}),
    },
  };
}

/**
 * The DIY SEO platform as a SoftwareApplication: one Offer per priced plan inside an
 * AggregateOffer, and the product's review figures (4.8 over 127). Plans priced "Custom" carry
 * no amount, which an Offer needs, so they are left out.
 */
export function softwareApplicationJsonLd(plans: Plan[], origin: string): WithContext<SoftwareApplication> {
  const priced = plans.filter(isPriced);
  if (priced.length === 0) throw new Error("softwareApplicationJsonLd needs at least one plan with a price");
  const prices = priced.map((plan) => plan.price);
  return {
    "@context": SCHEMA_CONTEXT,
    "@type": "SoftwareApplication",
    name: `${site.name} SEO Platform`,
    description: `${site.badges.aiTools}: site audits, keyword rank tracking, AI content and Google Business Profile automation.`,
    applicationCategory: "BusinessApplication",
    operatingSystem: "Web",
    url: absoluteUrl(origin, PRICING_PATH),
    publisher: organizationRef(origin),
    offers: {
      "@type": "AggregateOffer",
      priceCurrency: PRICE_CURRENCY,
      lowPrice: Math.min(...prices),
      highPrice: Math.max(...prices),
      offerCount: priced.length,
      offers: priced.map((plan) => planOffer(plan, origin)),
    },
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: site.productReviews.rating,
      reviewCount: site.productReviews.count,
      bestRating: 5,
      worstRating: 1,
    },
  };
}
