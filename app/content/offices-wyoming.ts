/**
 * Wyoming office records. Placeholders to confirm before launch: see offices-common.ts
 * (street addresses and phone numbers are not the company's real ones yet).
 */
import { defineOffice } from "./offices-common";
import { phones } from "./site";
import type { Office } from "./types";

export const cheyenne: Office = defineOffice({
  key: "cheyenne",
  city: "Cheyenne",
  state: "WY",
  streetAddress: "1712 Capitol Ave, Suite 300",
  postalCode: "82001",
  telephone: phones.wyoming.number,
  latitude: 41.14,
  longitude: -104.8202,
  serviceAreas: ["Downtown Cheyenne", "Capitol North", "Sun Valley", "Buffalo Ridge", "Fox Farm-College", "Ranchettes", "South Greeley", "Pine Bluffs", "Burns", "Laramie County"],
  reviews: { rating: 4.8, count: 156 },
  localKeywords: ["Cheyenne SEO company", "SEO services Cheyenne WY", "Cheyenne local SEO", "Cheyenne web design", "Wyoming digital marketing agency"],
  heroGradient: "from-amber-700 via-orange-600 to-red-500",
  accentColor: "#ea580c",
});

export const casper: Office = defineOffice({
  key: "casper",
  city: "Casper",
  state: "WY",
  streetAddress: "123 W 1st St, Suite 210",
  postalCode: "82601",
  telephone: "+1-307-555-0107",
  latitude: 42.8666,
  longitude: -106.3131,
  serviceAreas: ["Downtown Casper", "Mills", "Evansville", "Bar Nunn", "Paradise Valley", "Allendale", "Glenrock", "Douglas", "Natrona County"],
  reviews: { rating: 4.7, count: 84 },
  localKeywords: ["Casper SEO company", "SEO services Casper WY", "Casper local SEO", "Casper web design", "Natrona County marketing"],
  heroGradient: "from-slate-700 via-blue-700 to-sky-500",
  accentColor: "#0284c7",
});

export const laramie: Office = defineOffice({
  key: "laramie",
  city: "Laramie",
  state: "WY",
  streetAddress: "211 Ivinson Ave, Suite 200",
  postalCode: "82070",
  telephone: "+1-307-555-0108",
  latitude: 41.3114,
  longitude: -105.5911,
  serviceAreas: ["Downtown Laramie", "West Laramie", "University of Wyoming area", "West Side", "Centennial", "Rock River", "Albany County"],
  reviews: { rating: 4.9, count: 72 },
  localKeywords: ["Laramie SEO company", "SEO services Laramie WY", "Laramie local SEO", "Laramie web design", "Albany County marketing"],
  heroGradient: "from-yellow-600 via-amber-600 to-stone-700",
  accentColor: "#ca8a04",
});

export const gillette: Office = defineOffice({
  key: "gillette",
  city: "Gillette",
  state: "WY",
  streetAddress: "201 S Gillette Ave, Suite 110",
  postalCode: "82716",
  telephone: "+1-307-555-0109",
  latitude: 44.2911,
  longitude: -105.5022,
  serviceAreas: ["Downtown Gillette", "Antelope Valley", "Sleepy Hollow", "Wright", "Moorcroft", "Recluse", "Campbell County"],
  reviews: { rating: 4.6, count: 67 },
  localKeywords: ["Gillette SEO company", "SEO services Gillette WY", "Gillette local SEO", "Campbell County web design", "energy industry marketing Wyoming"],
  heroGradient: "from-zinc-800 via-slate-700 to-emerald-600",
  accentColor: "#059669",
});

export const rocksprings: Office = defineOffice({
  key: "rocksprings",
  city: "Rock Springs",
  state: "WY",
  streetAddress: "425 N Front St, Suite 100",
  postalCode: "82901",
  telephone: "+1-307-555-0110",
  latitude: 41.5875,
  longitude: -109.2029,
  serviceAreas: ["Downtown Rock Springs", "Green River", "Reliance", "Superior", "Point of Rocks", "Farson", "Sweetwater County"],
  reviews: { rating: 4.6, count: 71 },
  localKeywords: ["Rock Springs SEO company", "SEO services Rock Springs WY", "Rock Springs local SEO", "Sweetwater County web design", "Green River marketing"],
  heroGradient: "from-red-700 via-orange-700 to-amber-500",
  accentColor: "#c2410c",
});

export const jackson: Office = defineOffice({
  key: "jackson",
  city: "Jackson",
  state: "WY",
  streetAddress: "150 E Broadway Ave, Suite 204",
  postalCode: "83001",
  telephone: "+1-307-555-0111",
  latitude: 43.4799,
  longitude: -110.7624,
  serviceAreas: ["Town of Jackson", "Teton Village", "Wilson", "Moose", "Kelly", "Hoback", "Alpine", "Teton County", "Victor, ID", "Driggs, ID"],
  reviews: { rating: 4.9, count: 78 },
  localKeywords: ["Jackson Hole SEO", "SEO services Jackson WY", "Jackson Hole web design", "Teton County marketing", "tourism SEO Wyoming"],
  heroGradient: "from-emerald-800 via-teal-700 to-cyan-500",
  accentColor: "#0d9488",
});

export const sheridan: Office = defineOffice({
  key: "sheridan",
  city: "Sheridan",
  state: "WY",
  streetAddress: "101 N Main St, Suite 201",
  postalCode: "82801",
  telephone: "+1-307-555-0112",
  latitude: 44.7972,
  longitude: -106.9562,
  serviceAreas: ["Downtown Sheridan", "Big Horn", "Story", "Dayton", "Ranchester", "Buffalo", "Sheridan County"],
  reviews: { rating: 4.7, count: 69 },
  localKeywords: ["Sheridan SEO company", "SEO services Sheridan WY", "Sheridan local SEO", "Sheridan web design", "Bighorn Mountains business marketing"],
  heroGradient: "from-stone-700 via-amber-700 to-orange-500",
  accentColor: "#b45309",
});
