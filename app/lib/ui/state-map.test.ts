import { describe, expect, it } from "vitest";
import { STATE_MAPS } from "~/content/generated/state-maps";
import { officeKeys, offices } from "~/content/offices";
import type { StateCode } from "~/content/types";
import { greatCircleKm } from "./nearest-office";
import { officeMap } from "./office-maps";
import { intersects, mapLayout, MARKS, markerBox, placeLabel } from "./state-map";

type Xy = [number, number];

/** The rings of a generated path ("M x y l dx dy … z", relative after the move). */
function rings(d: string): Xy[][] {
  const tokens = d.match(/[Mlz]|-?(?:\d+\.?\d*|\.\d+)/g) ?? [];
  const result: Xy[][] = [];
  let ring: Xy[] = [];
  let command = "";
  for (let i = 0; i < tokens.length;) {
    const token = tokens[i]!;
    if (/[Mlz]/.test(token)) {
      command = token;
      i++;
      if (token === "z") result.push(ring);
      continue;
    }
    const x = Number(tokens[i]);
    const y = Number(tokens[i + 1]);
    i += 2;
    if (command === "M") {
      ring = [[x, y]];
      command = "l";
    } else {
      const [px, py] = ring[ring.length - 1]!;
      ring.push([px + x, py + y]);
    }
  }
  return result;
}

/** Even-odd ray casting over all the rings. */
function inside([x, y]: Xy, all: Xy[][]): boolean {
  let result = false;
  for (const ring of all) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i]!;
      const [xj, yj] = ring[j]!;
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) result = !result;
    }
  }
  return result;
}

const STATES: StateCode[] = ["FL", "WY"];
const stateOffices = (state: StateCode) => officeKeys.filter((key) => offices[key].state === state);

describe("the generated state maps", () => {
  it("draw each state as closed rings inside the viewBox, Florida with its keys", () => {
    for (const state of STATES) {
      const map = STATE_MAPS[state];
      const all = rings(map.outline);
      for (const [x, y] of all.flat()) {
        expect(x).toBeGreaterThanOrEqual(-0.1);
        expect(x).toBeLessThanOrEqual(map.width + 0.1);
        expect(y).toBeGreaterThanOrEqual(-0.1);
        expect(y).toBeLessThanOrEqual(map.height + 0.1);
      }
      expect(map.counties.length, state).toBeGreaterThan(200);
    }
    expect(rings(STATE_MAPS.FL.outline).length).toBeGreaterThan(3);
    // Wyoming's straight borders simplify to a handful of points; the 1:10M file bends them a little.
    expect(rings(STATE_MAPS.WY.outline)).toHaveLength(1);
  });

  it("put every office inside its state's outline", () => {
    for (const key of officeKeys) {
      const map = STATE_MAPS[offices[key].state];
      expect(inside(map.offices[key] as Xy, rings(map.outline)), key).toBe(true);
    }
  });

  it("place offices with one projection: map distances follow great-circle distances within 3 %", () => {
    for (const state of STATES) {
      const map = STATE_MAPS[state];
      const kmPerPixel = (map.scaleBar.miles * 1.609344) / map.scaleBar.pixels;
      const keys = stateOffices(state);
      for (const a of keys) {
        for (const b of keys) {
          if (a >= b) continue;
          const [ax, ay] = map.offices[a]!;
          const [bx, by] = map.offices[b]!;
          const km = greatCircleKm(offices[a], offices[b]);
          if (km < 50) continue; // a tenth of a pixel is too much of a short distance
          expect(Math.hypot(bx - ax, by - ay) * kmPerPixel, `${a}–${b}`).toBeCloseTo(km, -Math.log10(km * 0.03));
          expect(Math.abs(Math.hypot(bx - ax, by - ay) * kmPerPixel - km) / km, `${a}–${b}`).toBeLessThan(0.03);
        }
      }
    }
  });

  it("keep north up and east right", () => {
    const fl = STATE_MAPS.FL.offices;
    expect(fl.tampa![0]).toBeLessThan(fl.orlando![0]);
    expect(fl.jacksonville![1]).toBeLessThan(fl.orlando![1]);
    expect(fl.miami![1]).toBeGreaterThan(fl.tampa![1]);
    const wy = STATE_MAPS.WY.offices;
    expect(wy.jackson![0]).toBeLessThan(wy.cheyenne![0]);
    expect(wy.sheridan![1]).toBeLessThan(wy.cheyenne![1]);
  });
});

describe("officeMap", () => {
  it("spotlights the office asked for and rings the state's others", () => {
    const map = officeMap("FL", "miami");
    expect(map.stateName).toBe("Florida");
    expect(map.office).toMatchObject({ key: "miami", name: "Rankwell Miami", city: "Miami" });
    expect(map.others.map((o) => o.key).sort()).toEqual(["jacksonville", "orlando", "stpetersburg", "tampa"]);
  });
});

describe("placeLabel", () => {
  for (const scale of [1, 1.8]) {
    it(`puts every office's label inside the viewBox, clear of every marker and the scale bar (marks × ${scale})`, () => {
      for (const key of officeKeys) {
        const map = officeMap(offices[key].state, key);
        const { viewBox: frame, label, barY } = mapLayout(map, scale);
        expect(label.x, key).toBeGreaterThanOrEqual(frame.x);
        expect(label.y, key).toBeGreaterThanOrEqual(frame.y);
        expect(label.x + label.width, key).toBeLessThanOrEqual(frame.x + frame.width);
        expect(label.y + label.height, key).toBeLessThanOrEqual(frame.y + frame.height);
        expect(intersects(label, markerBox(map.office, MARKS.officeRadius * scale)), key).toBe(false);
        for (const other of map.others) {
          expect(intersects(label, markerBox(other, MARKS.otherRadius * scale)), `${key} over ${other.key}`).toBe(
            false,
          );
        }
        const bar = { x: 0, y: barY - 5, width: map.scaleBar.pixels, height: 5 };
        expect(intersects(label, bar), `${key} over the scale bar`).toBe(false);
      }
    });
  }

  it("prefers the side towards the map's middle", () => {
    const miami = officeMap("FL", "miami");
    const label = placeLabel(miami, { x: -12, y: -12, width: 424, height: miami.height + 12 });
    expect(label.x + label.width).toBeLessThan(miami.office.x);
    const jackson = officeMap("WY", "jackson");
    expect(placeLabel(jackson, { x: -12, y: -12, width: 424, height: jackson.height + 12 }).x).toBeGreaterThan(
      jackson.office.x,
    );
  });

  it("knows when boxes touch", () => {
    const box = { x: 0, y: 0, width: 10, height: 10 };
    expect(intersects(box, { x: 9, y: 9, width: 5, height: 5 })).toBe(true);
    expect(intersects(box, { x: 10, y: 0, width: 5, height: 5 })).toBe(false);
  });
});
