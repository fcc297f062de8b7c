import type { MetaDescriptor } from "@remix-run/cloudflare";
import { SOCIAL_IMAGE } from "~/content/frame-timings";

/** docs/product.md §3 head metadata: one helper builds every page's tags. */
export interface PageSeo {
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. "/services/local-seo" (no query string). */
  path: string;
  image?: { path: string; alt: string };
  type?: "website" | "article";
  noIndex?: boolean;
  /** Where the page's business is: city pages give their office's (docs/product.md §3.5). */
  geo?: PageGeo;
}

/** The classic geo meta tags' inputs: ISO 3166-2 region, place name and coordinates. */
export interface PageGeo {
  region: string;
  placename: string;
  latitude: number;
  longitude: number;
}

/** An office record as geo tags see it. */
export function officeGeo(office: {
  addressCountry: string;
  addressRegion: string;
  addressLocality: string;
  latitude: number;
  longitude: number;
}): PageGeo {
  return {
    region: `${office.addressCountry}-${office.addressRegion}`,
    placename: office.addressLocality,
    latitude: office.latitude,
    longitude: office.longitude,
  };
}

/** The site's one language; x-default points at the same page, as there is no other version. */
export const SITE_LANGUAGE = "en";

export const SITE_NAME = "Rankwell";
/** The social preview: one file, of SOCIAL_IMAGE's size. */
export const DEFAULT_SOCIAL_IMAGE = {
  path: "/images/og/rankwell-1200x630.png",
  alt: "Rankwell: SEO tools, CRM integration and Done-For-You marketing",
};

export const ROBOTS_INDEX = "index,follow,max-image-preview:large";
export const ROBOTS_NOINDEX = "noindex,nofollow";

/** The root loader's origin as seen from any route's meta function. */
export function originFromMatches(matches: ReadonlyArray<{ id: string; data: unknown }>): string {
  const root = matches.find((match) => match.id === "root")?.data as { origin?: string } | undefined;
  return root?.origin ?? "";
}

export function seoMeta(page: PageSeo, origin: string): MetaDescriptor[] {
  const canonical = `${origin}${page.path}`;
  const image = page.image ?? DEFAULT_SOCIAL_IMAGE;
  const imageUrl = `${origin}${image.path}`;
  return [
    { title: page.title },
    { name: "description", content: page.description },
    { name: "robots", content: page.noIndex ? ROBOTS_NOINDEX : ROBOTS_INDEX },
    { tagName: "link", rel: "canonical", href: canonical },
    { tagName: "link", rel: "alternate", hrefLang: SITE_LANGUAGE, href: canonical },
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: canonical },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: canonical },
    { property: "og:image", content: imageUrl },
    { property: "og:image:width", content: String(SOCIAL_IMAGE.width) },
    { property: "og:image:height", content: String(SOCIAL_IMAGE.height) },
    { property: "og:image:alt", content: image.alt },
    { property: "og:locale", content: "en_US" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: page.title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: imageUrl },
    { name: "twitter:image:alt", content: image.alt },
    ...(page.geo ? geoMeta(page.geo) : []),
  ];
}

function geoMeta(geo: PageGeo): MetaDescriptor[] {
  return [
    { name: "geo.region", content: geo.region },
    { name: "geo.placename", content: geo.placename },
    { name: "geo.position", content: `${geo.latitude};${geo.longitude}` },
    { name: "ICBM", content: `${geo.latitude}, ${geo.longitude}` },
  ];
}

/** Pages that must never be indexed (sign-in, signed-in and admin areas). */
export function privateMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} | ${SITE_NAME}` }, { name: "robots", content: ROBOTS_NOINDEX }];
}

/** Meta for error screens: a plain title and noindex. */
export function errorMeta(error: unknown): MetaDescriptor[] {
  const status = (error as { status?: number } | undefined)?.status;
  if (status === 404) return privateMeta("Page not found");
  if (status === 403) return privateMeta("Access denied");
  if (status !== undefined && status >= 400 && status < 500) return privateMeta("Request not handled");
  return privateMeta("Unexpected error");
}
