/**
 * Florida office records. Placeholders to confirm before launch: see offices-common.ts
 * (street addresses and phone numbers are not the company's real ones yet).
 */
import { defineOffice } from "./offices-common";
import { phones } from "./site";
import type { Office } from "./types";

export const tampa: Office = defineOffice({
  key: "tampa",
  city: "Tampa",
  state: "FL",
  streetAddress: "100 N Tampa St, Suite 2600",
  postalCode: "33602",
  telephone: phones.tampa.number,
  latitude: 27.9506,
  longitude: -82.4572,
  serviceAreas: ["Downtown Tampa", "Ybor City", "Hyde Park", "Westshore", "South Tampa", "Seminole Heights", "Brandon", "Riverview", "Wesley Chapel", "Temple Terrace"],
  reviews: { rating: 4.9, count: 203 },
  localKeywords: ["Tampa SEO company", "SEO services Tampa FL", "Tampa local SEO", "Tampa web design", "digital marketing agency Tampa"],
  heroGradient: "from-blue-700 via-cyan-600 to-teal-500",
  accentColor: "#0891b2",
});

export const miami: Office = defineOffice({
  key: "miami",
  city: "Miami",
  state: "FL",
  streetAddress: "801 Brickell Ave, Suite 900",
  postalCode: "33131",
  telephone: phones.miami.number,
  latitude: 25.7617,
  longitude: -80.1918,
  serviceAreas: ["Brickell", "Downtown Miami", "Wynwood", "Little Havana", "Coral Gables", "Coconut Grove", "Doral", "Kendall", "Hialeah", "Miami Beach"],
  reviews: { rating: 4.8, count: 142 },
  localKeywords: ["Miami SEO company", "SEO services Miami FL", "Miami local SEO", "bilingual SEO Miami", "Miami digital marketing agency"],
  heroGradient: "from-pink-600 via-rose-500 to-orange-400",
  accentColor: "#e11d48",
});

export const orlando: Office = defineOffice({
  key: "orlando",
  city: "Orlando",
  state: "FL",
  streetAddress: "20 N Orange Ave, Suite 1100",
  postalCode: "32801",
  telephone: "+1-407-555-0104",
  latitude: 28.5383,
  longitude: -81.3792,
  serviceAreas: ["Downtown Orlando", "Winter Park", "College Park", "Baldwin Park", "Lake Nona", "Dr. Phillips", "Winter Garden", "Altamonte Springs", "Oviedo", "Kissimmee"],
  reviews: { rating: 4.7, count: 118 },
  localKeywords: ["Orlando SEO company", "SEO services Orlando FL", "Orlando local SEO", "Orlando web design", "Central Florida SEO agency"],
  heroGradient: "from-indigo-700 via-purple-600 to-fuchsia-500",
  accentColor: "#7c3aed",
});

export const jacksonville: Office = defineOffice({
  key: "jacksonville",
  city: "Jacksonville",
  state: "FL",
  streetAddress: "50 N Laura St, Suite 2500",
  postalCode: "32202",
  telephone: "+1-904-555-0105",
  latitude: 30.3322,
  longitude: -81.6557,
  serviceAreas: ["Downtown Jacksonville", "San Marco", "Riverside", "Avondale", "Southside", "Mandarin", "Jacksonville Beach", "Ponte Vedra Beach", "Orange Park", "Fernandina Beach"],
  reviews: { rating: 4.7, count: 97 },
  localKeywords: ["Jacksonville SEO company", "SEO services Jacksonville FL", "Jacksonville local SEO", "Jax web design", "Northeast Florida SEO"],
  heroGradient: "from-sky-700 via-blue-600 to-indigo-500",
  accentColor: "#2563eb",
});

export const stpetersburg: Office = defineOffice({
  key: "stpetersburg",
  city: "St. Petersburg",
  state: "FL",
  streetAddress: "200 Central Ave, Suite 450",
  postalCode: "33701",
  telephone: "+1-727-555-0106",
  latitude: 27.7676,
  longitude: -82.6403,
  serviceAreas: ["Downtown St. Petersburg", "Old Northeast", "Kenwood", "Grand Central District", "Gulfport", "St. Pete Beach", "Pinellas Park", "Seminole", "Largo", "Clearwater"],
  reviews: { rating: 4.8, count: 89 },
  localKeywords: ["St. Petersburg SEO company", "SEO services St Pete FL", "St. Pete local SEO", "Pinellas County SEO", "St. Petersburg web design"],
  heroGradient: "from-orange-600 via-amber-500 to-yellow-400",
  accentColor: "#f59e0b",
});
