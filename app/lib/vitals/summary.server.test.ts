import { describe, expect, it } from "vitest";
import { summariseMetric } from "./summary.server";

describe("the site's web vitals, one row per metric", () => {
  it("takes the 75th percentile over every value, rated from 20 samples on", () => {
    const values = Array.from({ length: 20 }, (_, i) => 100 + i * 100); // 100 … 2,000 ms
    const row = summariseMetric("LCP", values, false);
    expect(row).toMatchObject({ metric: "LCP", samples: 20, setAside: 0, capped: false, rating: "good" });
    expect(row.p75).toBeCloseTo(1525);
  });

  it("sets aside values beyond the fence, as the per-page report does", () => {
    const row = summariseMetric("TTFB", [...Array.from({ length: 30 }, () => 300), 600_000], true);
    expect(row).toMatchObject({ samples: 30, setAside: 1, p75: 300, capped: true });
  });

  it("says too few (no rating) below 20, and nothing without values", () => {
    expect(summariseMetric("CLS", [0.01, 0.3], false).rating).toBeNull();
    expect(summariseMetric("INP", [], false)).toMatchObject({ p75: null, samples: 0, rating: null });
  });
});
