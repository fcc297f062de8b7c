/**
 * The 17 local SEO city and region pages (docs/product.md §2), in the route table's order. Each page is
 * served at `/${slug}`. City pages belong to their own office; a statewide page to the state's lead
 * office (Tampa, Cheyenne) and a part of a state to the office nearest to it (ADR 049).
 *
 * remix.config.js makes one route per slug from city-slugs.json (it cannot import TypeScript);
 * route-slugs.test.ts keeps that list equal to these pages.
 */
import { jacksonvillePage, miamiPage, orlandoPage, stPetersburgPage, tampaPage } from "./cities-florida";
import { centralFloridaPage, floridaPage, northFloridaPage, southFloridaPage } from "./cities-florida-regions";
import { casperPage, cheyennePage, laramiePage, wyomingPage } from "./cities-wyoming";
import { gillettePage, jacksonPage, rockSpringsPage, sheridanPage } from "./cities-wyoming-more";
import type { CityPage } from "./types";

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

export function cityPagePath(page: CityPage): string {
  return `/${page.slug}`;
}

export function findCityPage(slug: string): CityPage | undefined {
  return cityPages.find((page) => page.slug === slug);
}

/**
 * Service radius for the local-business structured data, in metres: 50 km around a city,
 * 100 km for a region page (docs/product.md §3 gives the two radii).
 */
export const SERVICE_RADIUS_METERS = { city: 50_000, region: 100_000 } as const satisfies Record<
  CityPage["kind"],
  number
>;
