/**
 * Simplified outlines of the two states with offices, as [longitude, latitude] pairs, drawn by hand
 * from the public-domain state boundaries (about 0.05° accurate: enough to recognize the shape and
 * place an office, not to navigate by). The city and region pages draw them with
 * app/lib/ui/state-map.ts.
 */
import type { StateCode } from "./types";

export type LonLat = readonly [lon: number, lat: number];

export interface StateOutline {
  name: string;
  /** The frame the map is drawn in: a little wider than the state. */
  bounds: { west: number; east: number; south: number; north: number };
  /** The border, clockwise from the north-west corner. */
  ring: LonLat[];
  /** Lines drawn over the land (islands, chains of keys). */
  lines: LonLat[][];
  /** Lakes large enough to read at this size: center and radii in degrees. */
  lakes: { center: LonLat; rx: number; ry: number }[];
  /** Mountain ranges, drawn as small peaks for relief. */
  peaks: LonLat[];
}

const florida: StateOutline = {
  name: "Florida",
  bounds: { west: -87.75, east: -79.85, south: 24.35, north: 31.15 },
  ring: [
    // Alabama line (31° N) and the Chattahoochee, then the Georgia line and the St. Marys River
    [-87.6, 31.0],
    [-85.0, 31.0],
    [-85.06, 30.87],
    [-84.86, 30.71],
    [-83.6, 30.65],
    [-82.22, 30.57],
    [-82.1, 30.42],
    [-82.03, 30.37],
    [-81.98, 30.5],
    [-81.95, 30.7],
    [-81.75, 30.74],
    [-81.44, 30.71],
    // Atlantic coast
    [-81.39, 30.3],
    [-81.29, 29.9],
    [-81.1, 29.45],
    [-80.98, 29.15],
    [-80.78, 28.8],
    [-80.53, 28.46],
    [-80.6, 28.2],
    [-80.45, 27.8],
    [-80.3, 27.35],
    [-80.08, 26.97],
    [-80.03, 26.6],
    [-80.08, 26.1],
    [-80.12, 25.8],
    [-80.22, 25.5],
    [-80.38, 25.25],
    [-80.6, 25.18],
    [-80.9, 25.13],
    [-81.09, 25.12],
    // Gulf coast, south to north and west along the panhandle
    [-81.17, 25.4],
    [-81.35, 25.8],
    [-81.73, 25.95],
    [-81.81, 26.15],
    [-81.95, 26.45],
    [-82.18, 26.5],
    [-82.27, 26.75],
    [-82.45, 27.05],
    [-82.58, 27.3],
    [-82.72, 27.5],
    [-82.75, 27.7],
    [-82.85, 27.95],
    [-82.8, 28.2],
    [-82.68, 28.55],
    [-82.7, 28.85],
    [-83.03, 29.15],
    [-83.2, 29.4],
    [-83.45, 29.7],
    [-83.8, 29.95],
    [-84.05, 30.1],
    [-84.35, 29.93],
    [-84.7, 29.8],
    [-85.05, 29.62],
    [-85.35, 29.68],
    [-85.4, 29.85],
    [-85.7, 30.1],
    [-86.1, 30.3],
    [-86.5, 30.39],
    [-87.0, 30.38],
    [-87.52, 30.28],
    // Perdido River
    [-87.42, 30.48],
    [-87.55, 30.75],
  ],
  lines: [
    // The Florida Keys, Key Largo to Key West
    [
      [-80.4, 25.18],
      [-80.6, 24.95],
      [-80.95, 24.73],
      [-81.4, 24.66],
      [-81.78, 24.55],
    ],
  ],
  // Lake Okeechobee
  lakes: [{ center: [-80.83, 26.95], rx: 0.2, ry: 0.21 }],
  peaks: [],
};

const wyoming: StateOutline = {
  name: "Wyoming",
  bounds: { west: -111.35, east: -103.75, south: 40.75, north: 45.25 },
  // Wyoming's borders are two meridians and two parallels.
  ring: [
    [-111.05, 45.0],
    [-104.05, 45.0],
    [-104.05, 41.0],
    [-111.05, 41.0],
  ],
  lines: [],
  // Yellowstone Lake
  lakes: [{ center: [-110.36, 44.43], rx: 0.14, ry: 0.12 }],
  // Tetons, Absarokas, Wind River Range, Bighorns, Laramie Range, Medicine Bow, Snowy Range
  peaks: [
    [-110.8, 43.75],
    [-110.65, 43.55],
    [-109.75, 44.35],
    [-109.55, 44.05],
    [-109.55, 43.05],
    [-109.3, 42.85],
    [-107.35, 44.5],
    [-107.1, 44.2],
    [-105.45, 42.1],
    [-105.3, 41.75],
    [-106.3, 41.35],
  ],
};

export const stateOutlines: Record<StateCode, StateOutline> = { FL: florida, WY: wyoming };
