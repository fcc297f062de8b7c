import { describe, expect, it } from "vitest";
import { COUNTER_ANIMATION } from "~/content/timings";
import { counterDelay, counts, countUpText, parseFigure } from "./count-up";

describe("counters", () => {
  it("split a printed figure around its number", () => {
    expect(parseFigure("98%")).toEqual({ prefix: "", number: 98, decimals: 0, suffix: "%" });
    expect(parseFigure("3.8k")).toEqual({ prefix: "", number: 3.8, decimals: 1, suffix: "k" });
    expect(parseFigure("$24")).toEqual({ prefix: "$", number: 24, decimals: 0, suffix: "" });
    expect(parseFigure("Free")).toBeNull();
  });

  it("count only figures from 1 up to the cap", () => {
    expect(counts(parseFigure("999"))).toBe(true);
    expect(counts(parseFigure("1000+"))).toBe(false);
    expect(counts(parseFigure("1247"))).toBe(false);
    expect(counts(parseFigure("0"))).toBe(false);
    expect(counts(parseFigure("3x"))).toBe(true);
  });

  it("run from 0 to the printed text over the duration, easing out", () => {
    const figure = parseFigure("98%");
    if (!figure) throw new Error("unparsed");
    expect(countUpText(figure, "98%", 0)).toBe("0%");
    const half = Number.parseInt(countUpText(figure, "98%", COUNTER_ANIMATION.durationMs / 2), 10);
    expect(half).toBeGreaterThan(49);
    expect(half).toBeLessThan(98);
    expect(countUpText(figure, "98%", COUNTER_ANIMATION.durationMs - 1)).toBe("98%");
    expect(countUpText(figure, "98%", COUNTER_ANIMATION.durationMs)).toBe("98%");
    const decimal = parseFigure("3.8k");
    if (!decimal) throw new Error("unparsed");
    expect(countUpText(decimal, "3.8k", COUNTER_ANIMATION.durationMs / 4)).toMatch(/^\d\.\dk$/);
  });

  it("stagger each counter of a group by 200 ms", () => {
    expect([0, 1, 2].map(counterDelay)).toEqual([0, COUNTER_ANIMATION.staggerMs, 2 * COUNTER_ANIMATION.staggerMs]);
  });
});
