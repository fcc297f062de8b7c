import { describe, expect, it } from "vitest";
import { summariseMetric } from "./summary.server";

/** Rows each from a source of its own. */
const fromEach = (values: number[]) => values.map((value, i) => ({ source: `${i}`.padStart(16, "0"), value }));

describe("the site's web vitals, one row per metric", () => {
  it("takes the 75th percentile over every value, rated from 20 samples on", () => {
    const values = Array.from({ length: 20 }, (_, i) => 100 + i * 100); // 100 … 2,000 ms
    const row = summariseMetric("LCP", fromEach(values), false);
    expect(row).toMatchObject({ metric: "LCP", samples: 20, setAside: 0, capped: false, rating: "good" });
    expect(row.p75).toBeCloseTo(1525);
  });

  it("sets aside values beyond the fence, as the per-page report does", () => {
    const row = summariseMetric("TTFB", fromEach([...Array.from({ length: 30 }, () => 300), 600_000]), true);
    expect(row).toMatchObject({ samples: 30, setAside: 1, p75: 300, capped: true });
  });

  it("counts one source once, however many beacons it sent: 300 at the cap from one address among 40 visitors", () => {
    const visitors = fromEach(Array.from({ length: 40 }, (_, i) => 1000 + i * 20));
    const flood = Array.from({ length: 300 }, () => ({ source: "f".repeat(16), value: 60_000 }));
    const row = summariseMetric("LCP", [...visitors, ...flood], false);
    expect(row).toMatchObject({ samples: 40, setAside: 1, rating: "good" });
    // Rows from before sources (null) each count as one.
    expect(
      summariseMetric(
        "LCP",
        [
          { source: null, value: 900 },
          { source: null, value: 1100 },
        ],
        false,
      ),
    ).toMatchObject({
      samples: 2,
      p75: 1050,
    });
  });

  it("says too few (no rating) below 20, and nothing without values", () => {
    expect(summariseMetric("CLS", fromEach([0.01, 0.3]), false).rating).toBeNull();
    expect(summariseMetric("INP", [], false)).toMatchObject({ p75: null, samples: 0, rating: null });
  });
});
