/**
 * A state map for the city and region pages, computed on the server: the outline as an SVG path,
 * the offices as points, and a scale bar. The projection is equirectangular around the frame's
 * middle latitude (x shrinks by its cosine), which over a state's few degrees keeps shapes and
 * distances true to within a few percent.
 */
import type { LonLat, StateOutline } from "~/content/state-outlines";

export interface MapFrame {
  west: number;
  north: number;
  /** Pixels per degree of latitude; a degree of longitude is this times cos(middle latitude). */
  scale: number;
  cosLat: number;
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

const KM_PER_DEGREE_LATITUDE = 111.32;
const KM_PER_MILE = 1.609344;

/** The frame that fits the bounds into `width` pixels; its height follows from the projection. */
export function mapFrame(bounds: StateOutline["bounds"], width: number): MapFrame {
  const cosLat = Math.cos((((bounds.north + bounds.south) / 2) * Math.PI) / 180);
  const scale = width / ((bounds.east - bounds.west) * cosLat);
  return {
    west: bounds.west,
    north: bounds.north,
    scale,
    cosLat,
    width,
    height: round((bounds.north - bounds.south) * scale),
  };
}

/** Longitude and latitude to the frame's pixels (y grows southwards), to 0.1 px. */
export function project(frame: MapFrame, [lon, lat]: LonLat): Point {
  return {
    x: round((lon - frame.west) * frame.cosLat * frame.scale),
    y: round((frame.north - lat) * frame.scale),
  };
}

/** A polyline (or, closed, a polygon) as SVG path data. */
export function pathData(frame: MapFrame, points: readonly LonLat[], closed: boolean): string {
  const d = points
    .map((point, index) => {
      const { x, y } = project(frame, point);
      return `${index === 0 ? "M" : "L"}${x} ${y}`;
    })
    .join("");
  return closed ? `${d}Z` : d;
}

/** How many pixels `miles` span on this frame (along a meridian, where the scale is exact). */
export function milesToPixels(frame: MapFrame, miles: number): number {
  return round(((miles * KM_PER_MILE) / KM_PER_DEGREE_LATITUDE) * frame.scale);
}

export interface MapPlace {
  key: string;
  name: string;
  latitude: number;
  longitude: number;
}

export interface StateMapData {
  stateName: string;
  width: number;
  height: number;
  outline: string;
  lines: string[];
  lakes: { cx: number; cy: number; rx: number; ry: number }[];
  /** Meridians and parallels every GRATICULE_STEP degrees, as one path. */
  graticule: string;
  peaks: Point[];
  /** The office the page is about. */
  office: Point & { name: string; city: string; labelSide: "left" | "right" };
  /** The other offices in the state. */
  others: (Point & { key: string; name: string })[];
  scaleBar: { miles: number; pixels: number };
}

const SCALE_BAR_MILES = 100;
const GRATICULE_STEP = 2;

/** The whole-degree meridians and parallels inside the frame, every `step` degrees. */
export function graticulePath(frame: MapFrame, bounds: StateOutline["bounds"], step: number): string {
  const lines: LonLat[][] = [];
  for (let lon = Math.ceil(bounds.west / step) * step; lon <= bounds.east; lon += step) {
    lines.push([
      [lon, bounds.north],
      [lon, bounds.south],
    ]);
  }
  for (let lat = Math.ceil(bounds.south / step) * step; lat <= bounds.north; lat += step) {
    lines.push([
      [bounds.west, lat],
      [bounds.east, lat],
    ]);
  }
  return lines.map((line) => pathData(frame, line, false)).join("");
}

/**
 * Everything the map component draws for one state and office. The label goes on the side of the
 * marker with more room, so it never runs off the map.
 */
export function stateMapData(
  outline: StateOutline,
  office: MapPlace & { city: string },
  others: MapPlace[],
  width = 480,
): StateMapData {
  const frame = mapFrame(outline.bounds, width);
  const here = project(frame, [office.longitude, office.latitude]);
  return {
    stateName: outline.name,
    width,
    height: frame.height,
    outline: pathData(frame, outline.ring, true),
    lines: outline.lines.map((line) => pathData(frame, line, false)),
    lakes: outline.lakes.map(({ center, rx, ry }) => {
      const { x, y } = project(frame, center);
      return { cx: x, cy: y, rx: round(rx * frame.cosLat * frame.scale), ry: round(ry * frame.scale) };
    }),
    graticule: graticulePath(frame, outline.bounds, GRATICULE_STEP),
    peaks: outline.peaks.map((peak) => project(frame, peak)),
    office: { ...here, name: office.name, city: office.city, labelSide: here.x > width * 0.55 ? "left" : "right" },
    others: others
      .filter((place) => place.key !== office.key)
      .map((place) => ({ key: place.key, name: place.name, ...project(frame, [place.longitude, place.latitude]) })),
    scaleBar: { miles: SCALE_BAR_MILES, pixels: milesToPixels(frame, SCALE_BAR_MILES) },
  };
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}
