import { describe, expect, it } from "vitest";
import {
  auditReveals,
  consultationPromo,
  impactComparison,
  keyAuditMetrics,
  resultsBlock,
  resultsClaims,
} from "./results";

describe("results", () => {
  it("claim site health 32% → 94% and a 275% increase in organic traffic", () => {
    expect(resultsClaims).toEqual({ siteHealth: { before: 32, after: 94 }, organicTrafficIncrease: 275 });
    expect(resultsBlock.siteHealthCaption).toBe("Site health 32% → 94%");
    expect(resultsBlock.trafficCaption).toBe("275% increase in organic traffic");
  });

  it("compare impact before and after", () => {
    expect(impactComparison).toEqual([
      { label: "Search visibility", before: "15%", after: "65%" },
      { label: "Average ranking", before: "#18", after: "#3" },
      { label: "Monthly visitors", before: "~500", after: "~2,500" },
    ]);
  });

  it("list what the audit reveals and its key metrics", () => {
    expect(auditReveals.length).toBeGreaterThanOrEqual(4);
    expect(keyAuditMetrics.length).toBeGreaterThanOrEqual(3);
  });

  it("promote a free 30-minute consultation at /book-demo", () => {
    expect(consultationPromo.title).toContain("30-Minute");
    expect(consultationPromo.cta.href).toBe("/book-demo");
  });
});
