/**
 * Where each region page is, for its map (ADR 049). A part of a state is the counties that hold the
 * places its page names (its description and `areasServed`), by their Census FIPS codes;
 * scripts/make-maps.ts takes the centroid of their union from the Census boundaries as the region's
 * point (generated/state-maps.ts), and the region's office is the office nearest to it. A city page's
 * point is its office's. A whole state has no one point: its page is led from the state's lead office
 * (PRIMARY_OFFICES).
 */
import type { StateCode } from "./types";

export const REGION_COUNTIES: Record<string, Record<string, string>> = {
  // "Miami-Dade, Broward and Palm Beach counties"
  "south-florida-seo-services": { "12086": "Miami-Dade", "12011": "Broward", "12099": "Palm Beach" },
  "central-florida-seo-services": {
    "12095": "Orange (Orlando)",
    "12097": "Osceola (Kissimmee)",
    "12105": "Polk (Lakeland, Winter Haven)",
    "12117": "Seminole (Sanford)",
    "12069": "Lake (Clermont)",
    "12083": "Marion (Ocala)",
    "12119": "Sumter (The Villages)",
    "12127": "Volusia (Daytona Beach)",
    "12009": "Brevard (Melbourne)",
  },
  "north-florida-seo-services": {
    "12031": "Duval (Jacksonville)",
    "12109": "St. Johns (St. Augustine)",
    "12089": "Nassau (Fernandina Beach)",
    "12001": "Alachua (Gainesville)",
    "12073": "Leon (Tallahassee)",
    "12023": "Columbia (Lake City)",
    "12005": "Bay (Panama City)",
    "12091": "Okaloosa (Destin, Fort Walton Beach)",
    "12033": "Escambia (Pensacola)",
  },
};

/** The pages about a whole state. */
export const STATEWIDE_PAGES: Record<string, StateCode> = {
  "florida-seo-services": "FL",
  "wyoming-seo-services": "WY",
};

/** The Census FIPS code of each state with offices (the generator's key into us-atlas). */
export const STATE_FIPS: Record<StateCode, string> = { FL: "12", WY: "56" };
