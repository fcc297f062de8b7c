/**
 * Draws the state maps of the city and region pages from real geometry (ADR 049) and writes them to
 * app/content/generated/state-maps.ts as SVG path data: `npm run maps` after changing an office's
 * coordinates or a region's counties. The boundaries are the Census Bureau's cartographic boundary
 * files (public domain) as us-atlas ships them (1:10,000,000, states-10m and counties-10m); d3-geo
 * projects them and topojson-client reads them. Both run here only: the Worker and the browser get the
 * generated strings (scripts/make-maps.test.ts checks that the committed file is what this writes).
 *
 * Each state gets its own conic equal-area projection (standard parallels at a sixth and five sixths
 * of its latitudes, centred on its middle meridian) fitted to WIDTH pixels; offices are projected
 * with the same projection, so a marker sits where its city is. Coordinates are rounded to 0.1 px
 * and the lines simplified (Douglas-Peucker) to what shows at that size.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { geoBounds, geoCentroid, geoConicEqualArea, type GeoProjection } from "d3-geo";
import { format, resolveConfig } from "prettier";
import { feature, merge, mesh } from "topojson-client";
import { REGION_COUNTIES, STATE_FIPS } from "../app/content/map-regions";
import { officeKeys, offices } from "../app/content/offices";
import type { StateCode } from "../app/content/types";

export const OUTPUT = "app/content/generated/state-maps.ts";
/** The map's width in SVG units; the page draws it at about this size. */
const WIDTH = 400;
/** How far, in pixels, a simplified line may stray from the boundary. */
const OUTLINE_TOLERANCE = 0.6;
const COUNTY_TOLERANCE = 1.3;
/** Islands smaller than this many square pixels are left out. */
const MIN_RING_AREA = 1.5;
const SCALE_BAR_MILES = 100;
const EARTH_RADIUS_MILES = 3958.8;

type Xy = [number, number];
/** TopoJSON's types, as topojson-client's functions name them. */
type Topology = Parameters<typeof mesh>[0];
type Collection = Extract<Parameters<typeof mesh>[1], { type: "GeometryCollection" }>;
type Atlas = Topology & { objects: { states: Collection; counties: Collection } };
type Shape = { type: "Polygon"; coordinates: number[][][] } | { type: "MultiPolygon"; coordinates: number[][][][] };

function atlas(): Atlas {
  const path = fileURLToPath(new URL("../node_modules/us-atlas/counties-10m.json", import.meta.url));
  return JSON.parse(readFileSync(path, "utf8")) as Atlas;
}

/** Douglas-Peucker on a projected line: keeps the ends and any point further than `tolerance` off. */
function simplify(points: Xy[], tolerance: number): Xy[] {
  if (points.length < 3) return points;
  const keep = new Uint8Array(points.length);
  keep[0] = keep[points.length - 1] = 1;
  const stack: [number, number][] = [[0, points.length - 1]];
  while (stack.length > 0) {
    const [first, last] = stack.pop()!;
    const [ax, ay] = points[first]!;
    const [bx, by] = points[last]!;
    const length = Math.hypot(bx - ax, by - ay);
    let furthest = -1;
    let distance = tolerance;
    for (let i = first + 1; i < last; i++) {
      const [px, py] = points[i]!;
      const d =
        length === 0 ? Math.hypot(px - ax, py - ay) : Math.abs((bx - ax) * (ay - py) - (ax - px) * (by - ay)) / length;
      if (d > distance) {
        distance = d;
        furthest = i;
      }
    }
    if (furthest >= 0) {
      keep[furthest] = 1;
      stack.push([first, furthest], [furthest, last]);
    }
  }
  return points.filter((_, i) => keep[i] === 1);
}

/** A closed ring simplified in two halves, so its start is not a fixed point of the shape. */
function simplifyRing(ring: Xy[], tolerance: number): Xy[] {
  const half = Math.floor(ring.length / 2);
  const a = simplify(ring.slice(0, half + 1), tolerance);
  const b = simplify(ring.slice(half), tolerance);
  return [...a, ...b.slice(1)];
}

function area(ring: Xy[]): number {
  let sum = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    sum += ring[j]![0] * ring[i]![1] - ring[i]![0] * ring[j]![1];
  }
  return Math.abs(sum / 2);
}

/** A number to 0.1 with no leading zero: 0.5 → ".5", -0.5 → "-.5". */
function num(value: number): string {
  const text = String(Math.round(value * 10) / 10);
  return text.replace(/^(-?)0\./, "$1.");
}

/** Points as SVG path data: an absolute move, then relative lines, the separators only where needed. */
function pathData(lines: Xy[][], closed: boolean): string {
  let d = "";
  for (const line of lines) {
    const rounded = line.map(([x, y]): Xy => [Math.round(x * 10) / 10, Math.round(y * 10) / 10]);
    const [x0, y0] = rounded[0]!;
    let text = `M${num(x0)} ${num(y0)}l`;
    let previous: Xy = [x0, y0];
    let last = "";
    for (const point of rounded.slice(1)) {
      const dx = point[0] - previous[0];
      const dy = point[1] - previous[1];
      if (dx === 0 && dy === 0) continue;
      for (const value of [dx, dy]) {
        const part = num(value);
        // A sign, or a decimal point after a number that already has one, separates on its own.
        const joins = part.startsWith("-") || (part.startsWith(".") && last.includes("."));
        text += (last === "" || joins ? "" : " ") + part;
        last = part;
      }
      previous = point;
    }
    d += text + (closed ? "z" : "");
  }
  return d;
}

function projectLine(projection: GeoProjection, line: number[][]): Xy[] {
  return line.map((point) => projection(point as Xy)!);
}

export interface StateMapSource {
  state: StateCode;
  width: number;
  height: number;
  outline: string;
  counties: string;
  offices: Record<string, Xy>;
  scaleBar: { miles: number; pixels: number };
}

function drawState(us: Atlas, state: StateCode): StateMapSource {
  const fips = STATE_FIPS[state];
  const shape = feature(us, us.objects.states).features.find((f) => f.id === fips)!;
  const [[west, south], [east, north]] = geoBounds(shape);
  const projection = geoConicEqualArea()
    .parallels([south + (north - south) / 6, north - (north - south) / 6])
    .rotate([-(west + east) / 2, 0])
    .fitWidth(WIDTH, shape);
  const geometry = shape.geometry as Shape;
  const polygons = geometry.type === "Polygon" ? [geometry.coordinates] : geometry.coordinates;
  const rings = polygons
    .flatMap((polygon) => polygon)
    .map((ring) => simplifyRing(projectLine(projection, ring), OUTLINE_TOLERANCE))
    .filter((ring) => ring.length > 3 && area(ring) >= MIN_RING_AREA);
  const inner = mesh(
    us,
    us.objects.counties,
    (a, b) => a !== b && String(a.id).startsWith(fips) && String(b.id).startsWith(fips),
  );
  const countyLines = inner.coordinates.map((line) => simplify(projectLine(projection, line), COUNTY_TOLERANCE));
  const ys = rings.flat().map(([, y]) => y);
  const height = Math.ceil(Math.max(...ys));
  // 100 miles along the middle meridian, measured on the sphere and then on the map.
  const middle: Xy = [(west + east) / 2, (south + north) / 2];
  const degrees = ((SCALE_BAR_MILES / EARTH_RADIUS_MILES) * 180) / Math.PI;
  const a = projection(middle)!;
  const b = projection([middle[0], middle[1] + degrees])!;
  const officePoints = Object.fromEntries(
    officeKeys
      .filter((key) => offices[key].state === state)
      .map((key) => {
        const [x, y] = projection([offices[key].longitude, offices[key].latitude])!;
        return [key, [Math.round(x * 10) / 10, Math.round(y * 10) / 10] as Xy];
      }),
  );
  return {
    state,
    width: WIDTH,
    height,
    outline: pathData(rings, true),
    counties: pathData(countyLines, false),
    offices: officePoints,
    scaleBar: { miles: SCALE_BAR_MILES, pixels: Math.round(Math.hypot(b[0] - a[0], b[1] - a[1]) * 10) / 10 },
  };
}

/** Each region's point: the centroid of the union of its counties, to 4 decimals (about 10 m). */
function regionPoints(us: Atlas): Record<string, { latitude: number; longitude: number }> {
  const counties = us.objects.counties.geometries;
  return Object.fromEntries(
    Object.entries(REGION_COUNTIES).map(([slug, fipsCodes]) => {
      const wanted = new Set(Object.keys(fipsCodes));
      const chosen = counties.filter((county) => wanted.has(String(county.id)));
      if (chosen.length !== wanted.size) throw new Error(`${slug}: a county code is not in us-atlas`);
      const union = merge(us, chosen as Parameters<typeof merge>[1]);
      const [longitude, latitude] = geoCentroid(union);
      return [slug, { latitude: round4(latitude), longitude: round4(longitude) }];
    }),
  );
}

function round4(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}

/** The generated module's text, formatted as the repository formats it. */
export async function stateMapsModule(): Promise<string> {
  const us = atlas();
  const maps = (Object.keys(STATE_FIPS) as StateCode[]).map((state) => drawState(us, state));
  const points = regionPoints(us);
  const version = (
    JSON.parse(
      readFileSync(fileURLToPath(new URL("../node_modules/us-atlas/package.json", import.meta.url)), "utf8"),
    ) as { version: string }
  ).version;
  const json = (value: unknown) => JSON.stringify(value, null, 2);
  const text = `// Generated by scripts/make-maps.ts (npm run maps) from us-atlas ${version}: the Census Bureau's
// cartographic boundaries (public domain), 1:10,000,000. Do not edit by hand (ADR 049).
import type { StateCode } from "../types";

export interface GeneratedStateMap {
  state: StateCode;
  /** The viewBox's size: the outline fills the width. */
  width: number;
  height: number;
  /** The state's boundary (islands included), closed. */
  outline: string;
  /** The lines between the state's counties. */
  counties: string;
  /** Each office of the state, where the projection puts its coordinates. */
  offices: Partial<Record<string, readonly [x: number, y: number]>>;
  scaleBar: { miles: number; pixels: number };
}

export const STATE_MAPS: Record<StateCode, GeneratedStateMap> = {
${maps.map((map) => `  ${map.state}: ${json(map).replace(/\n/g, "\n  ")},`).join("\n")}
};

/** Each part-of-a-state region's point: the centroid of its counties (app/content/map-regions.ts). */
export const REGION_POINTS: Record<string, { latitude: number; longitude: number }> = ${json(points)};
`;
  return format(text, { ...(await resolveConfig(OUTPUT)), filepath: OUTPUT });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(OUTPUT, await stateMapsModule());
  console.log(`wrote ${OUTPUT}`);
}
