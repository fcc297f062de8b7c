/**
 * Which office a city or region page puts in the spotlight (ADR 049): the office nearest to the
 * page's point by great-circle distance. A city page's point is its office; a region's is the
 * centroid of its counties (app/content/map-regions.ts, generated/state-maps.ts). A page about a
 * whole state has no one point and is led from the state's lead office.
 */
import type { CityPage, OfficeKey } from "~/content/types";
import { REGION_POINTS } from "~/content/generated/state-maps";
import { STATEWIDE_PAGES } from "~/content/map-regions";
import { officeKeys, offices, PRIMARY_OFFICES } from "~/content/offices";

export interface LatLon {
  latitude: number;
  longitude: number;
}

/** The IUGG mean Earth radius. */
const EARTH_RADIUS_KM = 6371.0088;

/** Great-circle distance in kilometres (the haversine formula). */
export function greatCircleKm(a: LatLon, b: LatLon): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The candidate nearest to `point`; the first listed wins a tie. */
export function nearestOffice(point: LatLon, candidates: readonly OfficeKey[] = officeKeys): OfficeKey {
  let best: OfficeKey | undefined;
  let bestKm = Infinity;
  for (const key of candidates) {
    const km = greatCircleKm(point, offices[key]);
    if (km < bestKm) {
      best = key;
      bestKm = km;
    }
  }
  if (!best) throw new Error("nearestOffice: no candidates");
  return best;
}

/** The page's point, or null for a page about a whole state. */
export function pagePoint(page: Pick<CityPage, "slug" | "kind" | "office">): LatLon | null {
  if (page.slug in STATEWIDE_PAGES) return null;
  if (page.kind === "city") return offices[page.office];
  const point = REGION_POINTS[page.slug];
  if (!point) throw new Error(`${page.slug}: a region page needs its counties in map-regions.ts`);
  return point;
}

/** The office the page's map spotlights: the nearest of its state's offices, or the state's lead office. */
export function spotlightOffice(page: Pick<CityPage, "slug" | "kind" | "office" | "state">): OfficeKey {
  const point = pagePoint(page);
  if (!point) return PRIMARY_OFFICES[page.state];
  return nearestOffice(
    point,
    officeKeys.filter((key) => offices[key].state === page.state),
  );
}
