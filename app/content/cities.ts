/**
 * The 17 local SEO city and region pages (SPEC §2), in the route table's order. Each page is
 * served at `/${slug}`. City pages belong to their own office; region pages to the nearest
 * primary office (Tampa for Florida regions, Cheyenne for Wyoming).
 */
import { jacksonvillePage, miamiPage, orlandoPage, stPetersburgPage, tampaPage } from "./cities-florida";
import { centralFloridaPage, floridaPage, northFloridaPage, southFloridaPage } from "./cities-florida-regions";
import { casperPage, cheyennePage, laramiePage, wyomingPage } from "./cities-wyoming";
import { gillettePage, jacksonPage, rockSpringsPage, sheridanPage } from "./cities-wyoming-more";
import type { CityPage } from "./types";
import citySlugs from "./city-slugs.json";

export const cityPages: CityPage[] = [
  tampaPage,
  cheyennePage,
  floridaPage,
  wyomingPage,
  miamiPage,
  orlandoPage,
  jacksonvillePage,
  stPetersburgPage,
  southFloridaPage,
  centralFloridaPage,
  northFloridaPage,
  casperPage,
  laramiePage,
  gillettePage,
  rockSpringsPage,
  jacksonPage,
  sheridanPage,
];

/**
 * The slugs remix.config.js makes routes of (it reads the JSON, not this TypeScript); a test
 * keeps them equal to the pages above.
 */
export const CITY_ROUTE_SLUGS: readonly string[] = citySlugs;

export function cityPagePath(page: CityPage): string {
  return `/${page.slug}`;
}

export function findCityPage(slug: string): CityPage | undefined {
  return cityPages.find((page) => page.slug === slug);
}

/**
 * Service radius for the local-business structured data, in metres: 50 km around a city,
 * 100 km for a region page (SPEC §3 gives the two radii).
 */
export const SERVICE_RADIUS_METERS = { city: 50_000, region: 100_000 } as const satisfies Record<CityPage["kind"], number>;
