import { describe, expect, it } from "vitest";
import { MAX_VALUE } from "./beacon-schema";
import { rate, THRESHOLDS } from "./metrics";
import { bySource, FENCE_FACTOR, percentileCont, robustP75 } from "./report-percentile";

/** `count` values spread evenly from `low` to `high`: a page's own visitors. */
const spread = (count: number, low: number, high: number) =>
  Array.from({ length: count }, (_, i) => low + ((high - low) * i) / Math.max(1, count - 1));

const atCap = (count: number) => Array.from({ length: count }, () => MAX_VALUE.LCP);

describe("the percentile the analytics table rates by", () => {
  it("interpolates between ranks as Postgres' percentile_cont does", () => {
    expect(percentileCont([1, 2, 3, 4], 0.75)).toBeCloseTo(3.25);
    expect(percentileCont([10], 0.75)).toBe(10);
    expect(percentileCont([1, 3], 0.5)).toBe(2);
    expect(percentileCont([], 0.75)).toBeNaN();
  });

  it("is the plain 75th percentile when nothing lies beyond the fence", () => {
    const values = spread(100, 800, 5000);
    expect(robustP75("LCP", values)).toEqual({ p75: percentileCont(values, 0.75), samples: 100, setAside: 0 });
  });

  it("sets 200 beacons at the cap aside among 201 real ones, and says so, so the page stays good", () => {
    const real = spread(201, 1200, 2400);
    const plain = percentileCont(
      [...real, ...atCap(200)].sort((a, b) => a - b),
      0.75,
    );
    expect(rate("LCP", plain)).toBe("poor");
    const robust = robustP75("LCP", [...real, ...atCap(200)]);
    expect(robust).toEqual({ p75: percentileCont(real, 0.75), samples: 201, setAside: 200 });
    expect(rate("LCP", robust.p75)).toBe("good");
  });

  it("lets beacons at the cap decide once they are the majority", () => {
    const robust = robustP75("LCP", [...spread(199, 1200, 2400), ...atCap(200)]);
    expect(robust).toMatchObject({ p75: MAX_VALUE.LCP, samples: 399, setAside: 0 });
  });

  it("keeps a slow page's own slow values: the fence follows the median", () => {
    const slow = spread(100, 8_000, 30_000);
    expect(robustP75("LCP", slow)).toMatchObject({ samples: 100, setAside: 0 });
    expect(rate("LCP", robustP75("LCP", slow).p75)).toBe("poor");
  });

  it("fences a metric whose median is near zero at ten times its good threshold (CLS)", () => {
    const values = [...Array.from({ length: 50 }, () => 0), 0.05, 0.2, 0.9, 1.1, MAX_VALUE.CLS];
    expect(FENCE_FACTOR * THRESHOLDS.CLS[0]).toBe(1);
    expect(robustP75("CLS", values)).toMatchObject({ samples: 53, setAside: 2 });
  });

  it("puts every metric's cap beyond the fence while the median is not poor", () => {
    for (const [metric, [, poor]] of Object.entries(THRESHOLDS) as [keyof typeof THRESHOLDS, readonly number[]][]) {
      expect(FENCE_FACTOR * poor!).toBeLessThan(MAX_VALUE[metric]);
    }
  });
});

describe("one value per source", () => {
  it("takes each source's median, and counts a row without a source as a source of its own", () => {
    const rows = [
      { source: "a", value: 100 },
      { source: "a", value: 300 },
      { source: "b", value: 50 },
      { source: "a", value: 60_000 },
      { source: null, value: 7 },
      { source: null, value: 9 },
    ];
    expect(bySource(rows).sort((x, y) => x - y)).toEqual([7, 9, 50, 300]);
  });

  it("makes a flood from one address one visitor: 200 beacons at the cap do not outnumber 50 real ones", () => {
    const real = spread(50, 1200, 2400).map((value, i) => ({ source: `visitor-${i}`, value }));
    const flood = atCap(200).map((value) => ({ source: "one-address", value }));
    const robust = robustP75("LCP", bySource([...real, ...flood]));
    expect(robust).toMatchObject({ samples: 50, setAside: 1 });
    expect(rate("LCP", robust.p75)).toBe("good");
  });
});
