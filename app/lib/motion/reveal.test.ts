import { describe, expect, it } from "vitest";
import { reveal, revealState, staggerStep } from "./reveal";

describe("scroll reveal", () => {
  it("rounds delays to the stagger steps 0–5", () => {
    expect([-2, 0, 1.4, 1.6, 5, 9, Number.NaN].map(staggerStep)).toEqual([0, 0, 1, 2, 5, 5, 0]);
    expect(reveal("scale-in", 7, true)).toEqual({
      "data-reveal": "scale-in",
      style: { "--reveal-stagger": 5 },
      "data-reveal-once": "",
    });
  });

  it("hides only what is off screen at the start", () => {
    expect(revealState(true, true, false, true)).toBeNull();
    expect(revealState(true, false, false, true)).toBe(false);
  });

  it("shows on entering and hides again on leaving, unless it shows once", () => {
    expect(revealState(false, true, false, false)).toBe(true);
    expect(revealState(false, false, false, true)).toBe(false);
    expect(revealState(false, false, true, true)).toBeNull();
  });
});
