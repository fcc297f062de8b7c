import type { ContactPoint, Organization, PostalAddress, WithContext } from "schema-dts";
import { offices, PRIMARY_OFFICES } from "~/content/offices";
import { phoneLines, site, socialLinks } from "~/content/site";
import type { Office, PhoneLine } from "~/content/types";
import { reachValue, type ContactBook } from "~/lib/site/contact-book";
import { withOfficeFacts } from "~/lib/site/office-facts";
import { DEFAULT_SOCIAL_IMAGE } from "~/lib/seo/meta";
import { absoluteUrl, organizationId, SCHEMA_CONTEXT } from "./ids";

/** The square logo in public/ (512×512), which search engines prefer to the wide social image. */
export const LOGO_PATH = "/icon-512.png";

export function postalAddress(office: Office): PostalAddress {
  return {
    "@type": "PostalAddress",
    // Left out until the company confirms it (ADR 053).
    ...(office.streetAddress ? { streetAddress: office.streetAddress } : {}),
    addressLocality: office.addressLocality,
    addressRegion: office.addressRegion,
    postalCode: office.postalCode,
    addressCountry: office.addressCountry,
  };
}

/**
 * One contact point per phone line with a number in the settings (ADR 052): the toll-free line is
 * sales, the city lines local offices.
 */
function contactPoints(book: ContactBook): ContactPoint[] {
  return (Object.keys(phoneLines) as PhoneLine[]).flatMap((line) => {
    const telephone = reachValue(book, line);
    if (!telephone) return [];
    return [
      {
        "@type": "ContactPoint",
        telephone,
        contactType: line === "tollFree" ? "sales" : "customer service",
        name: phoneLines[line],
        areaServed: "US",
        availableLanguage: "English",
      },
    ];
  });
}

/** Organization, on every page (the root loader adds it): the company, its HQ in Tampa and its reviews. */
export function organizationJsonLd(origin: string, book: ContactBook): WithContext<Organization> {
  const hq = withOfficeFacts(offices[PRIMARY_OFFICES.FL], book.facts?.offices[PRIMARY_OFFICES.FL]);
  const reviews = book.facts?.companyReviews ?? site.companyReviews;
  const points = contactPoints(book);
  const tollFree = reachValue(book, "tollFree");
  return {
    "@context": SCHEMA_CONTEXT,
    "@type": "Organization",
    "@id": organizationId(origin),
    name: site.name,
    url: absoluteUrl(origin, "/"),
    logo: absoluteUrl(origin, LOGO_PATH),
    image: absoluteUrl(origin, DEFAULT_SOCIAL_IMAGE.path),
    description: site.description,
    email: book.email,
    ...(tollFree ? { telephone: tollFree } : {}),
    address: postalAddress(hq),
    ...(points.length > 0 ? { contactPoint: points } : {}),
    sameAs: socialLinks.map((link) => link.href),
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: reviews.rating,
      reviewCount: reviews.count,
      bestRating: 5,
      worstRating: 1,
    },
  };
}
