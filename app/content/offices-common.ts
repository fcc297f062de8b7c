/**
 * Shared parts of the office records (offices-florida.ts, offices-wyoming.ts).
 *
 * Not given by the specification, so left out until the company confirms them (ADR 053): street
 * addresses (null) and the years and industries figures (null). Still to confirm before launch:
 * the mailbox names and the per-office review figures (within the specification's ranges). ZIP
 * codes and coordinates are the real city-center values.
 */
import { BRAND_NAME, EMAIL_DOMAIN } from "./site";
import type { DayOfWeek, Office, OfficeKey, PhoneLine, StateCode } from "./types";

const WEEKDAYS: DayOfWeek[] = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"];

/** Hours as the office records give them: Florida 09:00-17:00, Wyoming 08:00-17:00, Monday to Friday. */
export const HOURS: Record<StateCode, Office["businessHours"]> = {
  FL: { dayOfWeek: WEEKDAYS, opens: "09:00", closes: "17:00" },
  WY: { dayOfWeek: WEEKDAYS, opens: "08:00", closes: "17:00" },
};

/**
 * Stats shown on city pages. The average ranking is the specification's typical result (#3); the
 * traffic growth was one case study's, whose figures are now records shown only once the client
 * agreed (ADR 078), and the other two await the company's figures: none is shown until then (ADR 053).
 */
export const NETWORK_STATS: Office["stats"] = {
  trafficGrowth: null,
  yearsExperience: null,
  avgRanking: "#3",
  industriesServed: null,
};

export function officeName(city: string): string {
  return `${BRAND_NAME} ${city}`;
}

export function officeEmail(mailbox: string): string {
  return `${mailbox}@${EMAIL_DOMAIN}`;
}

/** A Google Maps search for the office, until the Business Profile links are confirmed. */
export function mapsSearchUrl(city: string, state: StateCode): string {
  const query = `${officeName(city)}, ${city}, ${state}`;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** What differs from office to office; the rest is derived. */
export interface OfficeInput {
  key: OfficeKey;
  city: string;
  state: StateCode;
  streetAddress: string | null;
  postalCode: string;
  phoneLine: PhoneLine;
  latitude: number;
  longitude: number;
  serviceAreas: string[];
  reviews: Office["reviews"];
  localKeywords: string[];
  heroGradient: string;
  accentColor: string;
}

export function defineOffice(input: OfficeInput): Office {
  const { key, city, state, ...rest } = input;
  return {
    key,
    name: officeName(city),
    city,
    state,
    streetAddress: rest.streetAddress,
    addressLocality: city,
    addressRegion: state,
    postalCode: rest.postalCode,
    addressCountry: "US",
    phoneLine: rest.phoneLine,
    email: officeEmail(key),
    latitude: rest.latitude,
    longitude: rest.longitude,
    gmb: mapsSearchUrl(city, state),
    businessHours: HOURS[state],
    serviceAreas: rest.serviceAreas,
    reviews: rest.reviews,
    stats: NETWORK_STATS,
    localKeywords: rest.localKeywords,
    heroGradient: rest.heroGradient,
    accentColor: rest.accentColor,
  };
}
