import { describe, expect, it } from "vitest";
import { summaryRow } from "./summary.server";

describe("the site's web vitals, one row per metric", () => {
  it("rates the view's percentile from 20 samples on, and says how many were set aside", () => {
    expect(summaryRow("LCP", { metric: "LCP", p75: 1525, samples: 20, set_aside: 2 })).toMatchObject({
      metric: "LCP",
      p75: 1525,
      samples: 20,
      setAside: 2,
      rating: "good",
    });
    expect(summaryRow("LCP", { metric: "LCP", p75: 5000, samples: 20, set_aside: 0 }).rating).toBe("poor");
  });

  it("says too few (no rating) below 20, and nothing without values", () => {
    expect(summaryRow("CLS", { metric: "CLS", p75: 0.3, samples: 2, set_aside: 0 }).rating).toBeNull();
    expect(summaryRow("INP", undefined)).toMatchObject({ p75: null, samples: 0, rating: null });
  });
});
