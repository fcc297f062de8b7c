import { describe, expect, it } from "vitest";
import { auditReveals, consultationPromo, impactComparison, keyAuditMetrics, resultsBlock } from "./results";

describe("results", () => {
  // A case study's client and figures are records (ADR 078): the block's copy names none.
  it("hold no case study's figures", () => {
    expect(JSON.stringify(resultsBlock)).not.toMatch(/\d/);
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
