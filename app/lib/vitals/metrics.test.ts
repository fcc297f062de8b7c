import { CLSThresholds, FCPThresholds, INPThresholds, LCPThresholds, TTFBThresholds } from "web-vitals";
import { describe, expect, it } from "vitest";
import { rate, THRESHOLDS } from "./metrics";

describe("web-vitals thresholds", () => {
  it("are Google's, as the web-vitals library rates them", () => {
    expect(THRESHOLDS).toEqual({
      CLS: CLSThresholds,
      FCP: FCPThresholds,
      INP: INPThresholds,
      LCP: LCPThresholds,
      TTFB: TTFBThresholds,
    });
    expect(THRESHOLDS.LCP).toEqual([2500, 4000]);
    expect(THRESHOLDS.INP).toEqual([200, 500]);
    expect(THRESHOLDS.CLS).toEqual([0.1, 0.25]);
    expect(THRESHOLDS.FCP).toEqual([1800, 3000]);
    expect(THRESHOLDS.TTFB).toEqual([800, 1800]);
  });

  it("rate a value up to the first boundary good, up to the second needs-improvement, beyond poor", () => {
    expect(rate("LCP", 2500)).toBe("good");
    expect(rate("LCP", 2501)).toBe("needs-improvement");
    expect(rate("LCP", 4000)).toBe("needs-improvement");
    expect(rate("LCP", 4001)).toBe("poor");
    expect(rate("CLS", 0.05)).toBe("good");
    expect(rate("CLS", 0.3)).toBe("poor");
  });
});
