import { describe, expect, it } from "vitest";
import { SECTION_FADE } from "~/content/timings";
import { nextOpacity, SECTION_FADE_FLOOR, sectionOpacity } from "./section-fade";

/** The opacity a share `ramp` (0–1) of the way through a zone. */
const at = (ramp: number) => SECTION_FADE_FLOOR + (1 - SECTION_FADE_FLOOR) * ramp;

const VH = 1000;
const top = SECTION_FADE.zoneStart * VH;
const bottom = SECTION_FADE.zoneEnd * VH;

describe("sectionOpacity", () => {
  it("is opaque across the middle of the window, and for a section taller than the window", () => {
    expect(sectionOpacity(200, 700, VH)).toBe(1);
    expect(sectionOpacity(-500, 1500, VH)).toBe(1);
  });

  it("is opaque off screen, so nothing off screen carries a style", () => {
    expect(sectionOpacity(-800, -10, VH)).toBe(1);
    expect(sectionOpacity(VH, VH + 600, VH)).toBe(1);
  });

  it("fades in through the bottom zone as the section enters", () => {
    expect(sectionOpacity(VH - bottom / 2, VH + 400, VH)).toBeCloseTo(at(0.5));
    expect(sectionOpacity(VH - bottom, VH + 400, VH)).toBe(1);
  });

  it("never goes below the floor, right at the edge", () => {
    expect(sectionOpacity(VH - 0.001, VH + 400, VH)).toBeCloseTo(SECTION_FADE_FLOOR);
    expect(sectionOpacity(-600, 0.001, VH)).toBeCloseTo(SECTION_FADE_FLOOR);
  });

  it("fades out through the top zone as the section leaves", () => {
    expect(sectionOpacity(-600, top / 4, VH)).toBeCloseTo(at(0.25));
    expect(sectionOpacity(-600, top, VH)).toBe(1);
  });
});

describe("nextOpacity", () => {
  it("ignores changes under the minimum", () => {
    expect(nextOpacity(0.95, 0.95 + SECTION_FADE.minOpacityChange / 2)).toBe(0.95);
    expect(nextOpacity(0.95, 0.95 - SECTION_FADE.minOpacityChange / 2)).toBe(0.95);
  });

  it("follows changes at or over the minimum", () => {
    expect(nextOpacity(0.9, 0.95)).toBe(0.95);
    expect(nextOpacity(0.95, 0.95 - SECTION_FADE.minOpacityChange)).toBe(0.95 - SECTION_FADE.minOpacityChange);
  });

  it("always lands on fully opaque", () => {
    expect(nextOpacity(0.99, 1)).toBe(1);
  });
});
