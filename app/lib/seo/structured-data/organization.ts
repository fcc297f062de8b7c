import type { ContactPoint, Organization, PostalAddress, WithContext } from "schema-dts";
import { offices, PRIMARY_OFFICES } from "~/content/offices";
import { phones, site, socialLinks } from "~/content/site";
import type { Office } from "~/content/types";
import { DEFAULT_SOCIAL_IMAGE } from "~/lib/seo/meta";
import { absoluteUrl, organizationId, SCHEMA_CONTEXT } from "./ids";

/** The square logo in public/ (512×512), which search engines prefer to the wide social image. */
export const LOGO_PATH = "/icon-512.png";

export function postalAddress(office: Office): PostalAddress {
  return {
    "@type": "PostalAddress",
    streetAddress: office.streetAddress,
    addressLocality: office.addressLocality,
    addressRegion: office.addressRegion,
    postalCode: office.postalCode,
    addressCountry: office.addressCountry,
  };
}

/** One contact point per footer phone: the toll-free line is sales, the city lines local offices. */
function contactPoints(): ContactPoint[] {
  return Object.values(phones).map((phone) => ({
    "@type": "ContactPoint",
    telephone: phone.number,
    contactType: phone === phones.tollFree ? "sales" : "customer service",
    name: phone.label,
    areaServed: "US",
    availableLanguage: "English",
  }));
}

/** Organization, on every page (the root loader adds it): the company, its HQ in Tampa and its reviews. */
export function organizationJsonLd(origin: string): WithContext<Organization> {
  const hq = offices[PRIMARY_OFFICES.FL];
  return {
    "@context": SCHEMA_CONTEXT,
    "@type": "Organization",
    "@id": organizationId(origin),
    name: site.name,
    url: absoluteUrl(origin, "/"),
    logo: absoluteUrl(origin, LOGO_PATH),
    image: absoluteUrl(origin, DEFAULT_SOCIAL_IMAGE.path),
    description: site.description,
    email: site.email,
    telephone: phones.tollFree.number,
    address: postalAddress(hq),
    contactPoint: contactPoints(),
    sameAs: socialLinks.map((link) => link.href),
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: site.companyReviews.rating,
      reviewCount: site.companyReviews.count,
      bestRating: 5,
      worstRating: 1,
    },
  };
}
