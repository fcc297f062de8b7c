import { describe, expect, it } from "vitest";
import type { Check, CheckId, CheckStatus } from "../audit/preview/report";
import { diffReports, fell, watchPeriod } from "./watch";

const check = (id: CheckId, status: CheckStatus, weight = 5): Check => ({
  id,
  label: id,
  status,
  weight,
  finding: "",
  why: "",
});

describe("diffReports", () => {
  it("has nothing to compare on the first check", () => {
    expect(diffReports(null, { score: 80, checks: [check("title", "pass")] })).toEqual({
      compared: false,
      scoreDelta: null,
      worse: [],
      better: [],
    });
  });

  it("lists the checks that got worse and better, heavier first, and the score's delta", () => {
    const previous = {
      score: 90,
      checks: [check("title", "pass", 5), check("h1", "pass", 10), check("sitemap", "fail", 3), check("lang", "warn")],
    };
    const next = {
      score: 75,
      checks: [check("title", "warn", 5), check("h1", "fail", 10), check("sitemap", "pass", 3), check("lang", "warn")],
    };
    expect(diffReports(previous, next)).toEqual({
      compared: true,
      scoreDelta: -15,
      worse: [
        { id: "h1", label: "h1", from: "pass", to: "fail" },
        { id: "title", label: "title", from: "pass", to: "warn" },
      ],
      better: [{ id: "sitemap", label: "sitemap", from: "fail", to: "pass" }],
    });
  });

  it("leaves out a check only one report has, and the delta when a score is missing", () => {
    const changes = diffReports(
      { score: null, checks: [check("favicon", "fail")] },
      { score: 70, checks: [check("title", "fail")] },
    );
    expect(changes).toEqual({ compared: true, scoreDelta: null, worse: [], better: [] });
  });
});

describe("fell", () => {
  it("is a lower score or a check that got worse, never a first check", () => {
    const same = { compared: true, better: [] };
    expect(fell(null)).toBe(false);
    expect(fell({ ...same, scoreDelta: 0, worse: [] })).toBe(false);
    expect(fell({ ...same, scoreDelta: 5, worse: [] })).toBe(false);
    expect(fell({ ...same, scoreDelta: -1, worse: [] })).toBe(true);
    expect(fell({ ...same, scoreDelta: null, worse: [{ id: "h1", label: "H1", from: "pass", to: "warn" }] })).toBe(
      true,
    );
  });
});

describe("watchPeriod", () => {
  const at = (iso: string) => new Date(iso);
  it("is the UTC day for a daily watch", () => {
    expect(watchPeriod("daily", at("2026-12-02T23:59:59Z"))).toBe("2026-12-02");
    expect(watchPeriod("daily", at("2026-12-03T00:00:00Z"))).toBe("2026-12-03");
  });

  it("is the ISO week for a weekly one, across the years' edges", () => {
    expect(watchPeriod("weekly", at("2026-12-02T12:00:00Z"))).toBe("2026-W49");
    // Monday starts a week; Sunday ends it.
    expect(watchPeriod("weekly", at("2026-11-30T00:00:00Z"))).toBe("2026-W49");
    expect(watchPeriod("weekly", at("2026-12-06T23:59:59Z"))).toBe("2026-W49");
    expect(watchPeriod("weekly", at("2026-12-07T00:00:00Z"))).toBe("2026-W50");
    // 2026 has 53 weeks; 1 January 2027 (a Friday) is still in its last.
    expect(watchPeriod("weekly", at("2027-01-01T12:00:00Z"))).toBe("2026-W53");
    expect(watchPeriod("weekly", at("2027-01-04T12:00:00Z"))).toBe("2027-W01");
    // 30 December 2024 (a Monday) is in 2025's first week.
    expect(watchPeriod("weekly", at("2024-12-30T12:00:00Z"))).toBe("2025-W01");
  });
});
