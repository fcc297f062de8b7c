/**
 * A state map for the city and region pages, from the generated outlines (ADR 049): the state's
 * boundary and county lines drawn from Census geometry by scripts/make-maps.ts, the offices where
 * the same projection puts them, and the spotlit office's label placed where it covers no marker.
 */
import { STATE_MAPS, type GeneratedStateMap } from "~/content/generated/state-maps";
import type { OfficeKey, StateCode } from "~/content/types";

export interface Point {
  x: number;
  y: number;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface MapPlace {
  key: OfficeKey;
  name: string;
  city: string;
}

export interface StateMapData {
  stateName: string;
  width: number;
  height: number;
  outline: string;
  counties: string;
  /** The office the page is about. */
  office: Point & MapPlace;
  /** The other offices in the state. */
  others: (Point & MapPlace)[];
  scaleBar: GeneratedStateMap["scaleBar"];
}

const STATE_NAMES: Record<StateCode, string> = { FL: "Florida", WY: "Wyoming" };

/** The map of `state` with `office` in the spotlight and the state's other offices around it. */
export function stateMapData(state: StateCode, office: MapPlace, others: readonly MapPlace[]): StateMapData {
  const map = STATE_MAPS[state];
  const at = (place: MapPlace): Point & MapPlace => {
    const point = map.offices[place.key];
    if (!point) throw new Error(`${place.key} is not on the map of ${state}: run npm run maps`);
    return { ...place, x: point[0], y: point[1] };
  };
  return {
    stateName: STATE_NAMES[state],
    width: map.width,
    height: map.height,
    outline: map.outline,
    counties: map.counties,
    office: at(office),
    others: others.filter((place) => place.key !== office.key).map(at),
    scaleBar: map.scaleBar,
  };
}

/** The marks' sizes at scale 1 (a map drawn at about its own width); a compact map scales them up. */
export const MARKS = {
  /** The spotlit office's dot and its ring, and the other offices' rings, to the outside of the stroke. */
  officeRadius: 7.75,
  otherRadius: 5.5,
  labelHeight: 26,
  labelFont: 13,
  /** Geist semibold at 13 px averages under 7.6 px a character; the pill is sized from it. */
  charWidth: 7.6,
  labelPadding: 24,
  /** Space kept between a label and any marker. */
  gap: 4,
} as const;

/** The box a marker occupies. */
export function markerBox(point: Point, radius: number): Box {
  return { x: point.x - radius, y: point.y - radius, width: 2 * radius, height: 2 * radius };
}

export function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

function inside(box: Box, frame: Box): boolean {
  return (
    box.x >= frame.x &&
    box.y >= frame.y &&
    box.x + box.width <= frame.x + frame.width &&
    box.y + box.height <= frame.y + frame.height
  );
}

/**
 * Where the spotlit office's label goes: the first of a fixed list of places around its marker
 * (beside it, towards the map's middle first; then the other side; above; below, both slid into
 * the frame; the corners) that
 * stays inside `frame` and touches no marker's box, grown by the gap, nor any of `obstacles`. With
 * none free, the one over the fewest markers.
 */
export function placeLabel(map: StateMapData, frame: Box, scale = 1, obstacles: readonly Box[] = []): Box {
  const height = MARKS.labelHeight * scale;
  const width = Math.round((map.office.city.length * MARKS.charWidth + MARKS.labelPadding) * scale);
  const gap = MARKS.gap * scale;
  // A tenth more than the marker's box, so rounding the corner to 0.1 never makes them touch.
  const reach = MARKS.officeRadius * scale + gap + 0.1;
  const { x, y } = map.office;
  const right = { x: x + reach, y: y - height / 2 };
  const left = { x: x - reach - width, y: y - height / 2 };
  const sides = x > map.width * 0.55 ? [left, right] : [right, left];
  const candidates = [
    ...sides,
    // Above and below, slid sideways as far as needed to stay in the frame.
    { x: clamp(x - width / 2, frame.x, frame.x + frame.width - width), y: y - reach - height },
    { x: clamp(x - width / 2, frame.x, frame.x + frame.width - width), y: y + reach },
    { x: x + reach * 0.7, y: y - reach * 0.7 - height },
    { x: x - reach * 0.7 - width, y: y - reach * 0.7 - height },
    { x: x + reach * 0.7, y: y + reach * 0.7 },
    { x: x - reach * 0.7 - width, y: y + reach * 0.7 },
  ].map((corner) => ({ x: round(corner.x), y: round(corner.y), width, height }));
  const markers = [
    markerBox(map.office, MARKS.officeRadius * scale + gap),
    ...map.others.map((other) => markerBox(other, MARKS.otherRadius * scale + gap)),
  ];
  const covered = (box: Box) => markers.filter((marker) => intersects(box, marker)).length;
  const free = candidates.find(
    (box) => inside(box, frame) && covered(box) === 0 && !obstacles.some((obstacle) => intersects(box, obstacle)),
  );
  if (free) return free;
  return candidates.reduce((best, box) => (covered(box) < covered(best) ? box : best));
}

/** Room around the map for labels near its edge, and under it for the scale bar, at scale 1. */
const MARGIN = 12;
const FOOT = 36;
/** The scale bar's text, "100 mi", at 12 px: about 40 px wide. */
const SCALE_TEXT_WIDTH = 40;

export interface MapLayout {
  viewBox: Box;
  /** The baseline the scale bar stands on. */
  barY: number;
  label: Box;
}

/** The map's viewBox, the scale bar's place and the spotlit office's label, with marks at `scale`. */
export function mapLayout(map: StateMapData, scale = 1): MapLayout {
  const foot = FOOT * scale;
  const viewBox = { x: -MARGIN, y: -MARGIN, width: map.width + 2 * MARGIN, height: map.height + MARGIN + foot };
  const barY = round(map.height + foot * 0.66);
  const scaleBar = {
    x: -MARGIN,
    y: barY - 8,
    width: MARGIN + map.scaleBar.pixels + (8 + SCALE_TEXT_WIDTH) * scale,
    height: 8 + 8 * scale,
  };
  return { viewBox, barY, label: placeLabel(map, viewBox, scale, [scaleBar]) };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}
