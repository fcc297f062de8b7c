import { describe, expect, it } from "vitest";
import { officeKeys, offices } from "~/content/offices";
import { stateOutlines, type LonLat } from "~/content/state-outlines";
import { graticulePath, mapFrame, milesToPixels, pathData, project, stateMapData } from "./state-map";

const place = (key: (typeof officeKeys)[number]) => ({ key, ...offices[key] });

/** Ray casting: is the point inside the polygon? */
function inside([x, y]: LonLat, ring: readonly LonLat[]): boolean {
  let result = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) result = !result;
  }
  return result;
}

describe("the map projection", () => {
  const bounds = { west: -111, east: -104, south: 41, north: 45 };
  const frame = mapFrame(bounds, 400);

  it("puts the north-west corner at the origin and the south-east corner at the far corner", () => {
    expect(project(frame, [-111, 45])).toEqual({ x: 0, y: 0 });
    expect(project(frame, [-104, 41])).toEqual({ x: 400, y: frame.height });
  });

  it("narrows longitude by the cosine of the middle latitude, so shapes keep their proportions", () => {
    // 7° of longitude at 43° N are 5.12 "latitude degrees" wide; the frame is 4° tall.
    expect(frame.height).toBeCloseTo((400 * 4) / (7 * Math.cos((43 * Math.PI) / 180)), 0);
  });

  it("measures the scale bar along a meridian: a degree of latitude is about 69.17 miles", () => {
    expect(milesToPixels(frame, 69.17)).toBeCloseTo(frame.scale, 0);
  });

  it("draws the graticule on whole multiples of the step", () => {
    // Meridians at -110, -108, -106, -104 and parallels at 42 and 44: six lines.
    expect(graticulePath(frame, bounds, 2).match(/M/g)).toHaveLength(6);
  });

  it("writes rings as closed paths and lines as open ones", () => {
    const square: LonLat[] = [
      [-111, 45],
      [-104, 45],
      [-104, 41],
    ];
    expect(pathData(frame, square, true)).toMatch(/^M0 0L400 0L400 [\d.]+Z$/);
    expect(pathData(frame, square, false)).not.toContain("Z");
  });
});

describe("the state outlines", () => {
  it("contain every office of their state, inside the map's frame", () => {
    for (const key of officeKeys) {
      const office = offices[key];
      const outline = stateOutlines[office.state];
      expect(inside([office.longitude, office.latitude], outline.ring), office.name).toBe(true);
      const { x, y } = project(mapFrame(outline.bounds, 480), [office.longitude, office.latitude]);
      const { height } = mapFrame(outline.bounds, 480);
      expect(x, office.name).toBeGreaterThan(0);
      expect(x, office.name).toBeLessThan(480);
      expect(y, office.name).toBeGreaterThan(0);
      expect(y, office.name).toBeLessThan(height);
    }
  });

  it("leave the Gulf and the Atlantic outside Florida", () => {
    const ring = stateOutlines.FL.ring;
    expect(inside([-83.5, 28.0], ring)).toBe(false); // Gulf of Mexico off Tampa Bay
    expect(inside([-79.9, 27.0], ring)).toBe(false); // Atlantic off Palm Beach
    expect(inside([-81.5, 28.5], ring)).toBe(true); // Orlando
  });
});

describe("stateMapData", () => {
  const floridaOffices = officeKeys.filter((key) => offices[key].state === "FL").map(place);

  it("places the page's office where its coordinates say, relative to the others", () => {
    const map = stateMapData(stateOutlines.FL, place("tampa"), floridaOffices);
    const other = (key: string) => map.others.find((o) => o.key === key)!;
    expect(map.office.name).toBe("Rankwell Tampa");
    expect(map.office.x).toBeLessThan(other("orlando").x); // Tampa is west of Orlando
    expect(map.office.y).toBeGreaterThan(other("jacksonville").y); // and south of Jacksonville
    expect(other("miami").y).toBeGreaterThan(map.office.y);
    expect(map.others.map((o) => o.key)).not.toContain("tampa");
    expect(map.others).toHaveLength(floridaOffices.length - 1);
  });

  it("labels the office on the side with more room", () => {
    const wyomingOffices = officeKeys.filter((key) => offices[key].state === "WY").map(place);
    expect(stateMapData(stateOutlines.WY, place("cheyenne"), wyomingOffices).office.labelSide).toBe("left");
    expect(stateMapData(stateOutlines.WY, place("jackson"), wyomingOffices).office.labelSide).toBe("right");
  });

  it("scales the 100-mile bar to the frame", () => {
    const map = stateMapData(stateOutlines.WY, place("casper"), []);
    const frame = mapFrame(stateOutlines.WY.bounds, 480);
    expect(map.scaleBar).toEqual({ miles: 100, pixels: milesToPixels(frame, 100) });
    expect(map.height).toBe(frame.height);
  });
});
