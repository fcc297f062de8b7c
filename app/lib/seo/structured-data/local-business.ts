import type { LocalBusiness, Place, WithContext } from "schema-dts";
import { offices } from "~/content/offices";
import { cityPagePath, SERVICE_RADIUS_METERS } from "~/content/cities";
import type { CityPage, Office } from "~/content/types";
import { DEFAULT_SOCIAL_IMAGE } from "~/lib/seo/meta";
import { absoluteUrl, organizationRef, SCHEMA_CONTEXT } from "./ids";
import { withOfficeFacts } from "~/lib/site/office-facts";
import { reachValue, type ContactBook } from "~/lib/site/contact-book";
import { postalAddress } from "./organization";

export interface LocalBusinessOptions {
  origin: string;
  /** The page that describes this office, as an absolute URL or a path. */
  pageUrl: string;
  /** Places the page says are served; the office record's serviceAreas when omitted. */
  areaServed?: readonly string[];
  /** Radius of the served circle around the office in metres; a city's 50 km when omitted. */
  radiusMeters?: number;
  /** The office's number, from the settings; "" leaves `telephone` out (ADR 052). */
  telephone: string;
}

/**
 * The relative price level. The spec gives no figure for it; "$$" is the conventional mid-range
 * marker (plans run from $99/month to custom enterprise programmes).
 */
export const PRICE_RANGE = "$$";

/**
 * LocalBusiness for one office, on its city or region page: address, coordinates, opening hours
 * from the office record (ADR 004), its phone line's number when the settings have one (ADR 052),
 * the named areas plus a circle around the office, and the
 * office's own review figures.
 */
export function localBusinessJsonLd(office: Office, options: LocalBusinessOptions): WithContext<LocalBusiness> {
  const { origin } = options;
  const pageUrl = absoluteUrl(origin, options.pageUrl);
  const geo = { "@type": "GeoCoordinates", latitude: office.latitude, longitude: office.longitude } as const;
  const places: Place[] = (options.areaServed ?? office.serviceAreas).map((name) => ({ "@type": "Place", name }));
  return {
    "@context": SCHEMA_CONTEXT,
    "@type": "LocalBusiness",
    "@id": `${pageUrl}#localbusiness`,
    name: office.name,
    url: pageUrl,
    image: absoluteUrl(origin, DEFAULT_SOCIAL_IMAGE.path),
    ...(options.telephone ? { telephone: options.telephone } : {}),
    email: office.email,
    priceRange: PRICE_RANGE,
    address: postalAddress(office),
    geo,
    hasMap: office.gmb,
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: office.businessHours.dayOfWeek,
        opens: office.businessHours.opens,
        closes: office.businessHours.closes,
      },
    ],
    areaServed: [
      ...places,
      {
        "@type": "GeoCircle",
        geoMidpoint: geo,
        geoRadius: options.radiusMeters ?? SERVICE_RADIUS_METERS.city,
      },
    ],
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: office.reviews.rating,
      reviewCount: office.reviews.count,
      bestRating: 5,
      worstRating: 1,
    },
    parentOrganization: organizationRef(origin),
  };
}

/** The LocalBusiness of a city or region page: its office, its areas and the radius for its kind. */
export function cityPageLocalBusinessJsonLd(
  page: CityPage,
  origin: string,
  book: ContactBook,
): WithContext<LocalBusiness> {
  const office = withOfficeFacts(offices[page.office], book.facts?.offices[page.office]);
  return localBusinessJsonLd(office, {
    origin,
    telephone: reachValue(book, office.phoneLine),
    pageUrl: cityPagePath(page),
    areaServed: page.areasServed,
    radiusMeters: SERVICE_RADIUS_METERS[page.kind],
  });
}
