import type { AggregateOffer, Offer, Service, WithContext } from "schema-dts";
import { servicePath } from "~/content/services";
import type { ServicePage } from "~/content/types";
import { absoluteUrl, organizationRef, SCHEMA_CONTEXT } from "./ids";
import { PRICE_CURRENCY } from "./product";

/** "$2,999" → 2999, for every dollar amount in a price line such as "From $497/mo". */
export function dollarAmounts(text: string): number[] {
  return [...text.matchAll(/\$(\d{1,3}(?:,\d{3})*|\d+)/g)].map((match) => Number(match[1]?.replace(/,/g, "")));
}

/**
 * The offer behind a service's price line. Price lines are prose ("Done-For-You: $997/mo; Website +
 * Local SEO from $997/mo"), so the line itself is the description and its amounts give the price,
 * or the range when it names several.
 */
function serviceOffers(service: ServicePage, url: string): Offer | AggregateOffer | undefined {
  const amounts = dollarAmounts(service.price);
  if (amounts.length === 0) return undefined;
  const common = { priceCurrency: PRICE_CURRENCY, description: service.price, url } as const;
  if (amounts.length === 1) return { "@type": "Offer", price: amounts[0], ...common };
  return {
    "@type": "AggregateOffer",
    lowPrice: Math.min(...amounts),
    highPrice: Math.max(...amounts),
    offerCount: amounts.length,
    ...common,
  };
}

/** Service for a /services/{slug} page, provided by the Organization, with its offer. */
export function serviceJsonLd(service: ServicePage, origin: string): WithContext<Service> {
  const url = absoluteUrl(origin, servicePath(service.slug));
  const offers = serviceOffers(service, url);
  return {
    "@context": SCHEMA_CONTEXT,
    "@type": "Service",
    "@id": `${url}#service`,
    name: service.h1,
    serviceType: service.title.split(" | ")[0],
    description: service.description,
    url,
    provider: organizationRef(origin),
    areaServed: { "@type": "Country", name: "United States" },
    ...(offers ? { offers } : {}),
  };
}
