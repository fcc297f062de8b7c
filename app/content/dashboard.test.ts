import { describe, expect, it } from "vitest";
import { displayDataPoints, mockDashboardMetrics, mockDashboardTabs } from "./dashboard";

describe("display data points", () => {
  it("are the three samples of docs/product.md §3", () => {
    expect(displayDataPoints.map((d) => [d.label, d.value, d.numericValue, d.trend])).toEqual([
      ["Keywords Tracked", "1247", 1247, "+12%"],
      ["Quality Backlinks", "3.8k", 3800, "+28%"],
      ["Weekly Scans", "24", 24, "+4"],
    ]);
  });

  it("have every field", () => {
    for (const d of displayDataPoints) {
      expect(d.color).not.toBe("");
      expect(d.icon).not.toBe("");
      expect(d.subtitle).not.toBe("");
    }
  });
});

describe("mock dashboard", () => {
  it("shows the four sample metrics", () => {
    expect(mockDashboardMetrics).toEqual([
      { label: "Optimization Score", value: 81, max: 100 },
      { label: "Flawless pages", value: 271, max: 400 },
      { label: "Issues fixed", value: 390, max: 500 },
      { label: "Domain Power", value: 82, max: 100 },
    ]);
  });

  it("cycles through four tabs", () => {
    expect(mockDashboardTabs).toEqual(["SEO Overview", "Site Health", "Performance", "Analytics"]);
  });
});
