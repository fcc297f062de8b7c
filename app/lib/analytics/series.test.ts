import { describe, expect, it } from "vitest";
import { auditsPerDay, leadsByStatus, leadsPerDayBySource, parsePeriod, periodDays, sumLeads } from "./series";

const now = new Date("2026-12-03T23:59:00Z");

describe("analytics series", () => {
  it("takes 7, 30 or 90 days, 30 otherwise", () => {
    expect([parsePeriod("7"), parsePeriod("90"), parsePeriod("14"), parsePeriod(null)]).toEqual([7, 90, 30, 30]);
  });

  it("covers the period's UTC days, today included, across a month's end", () => {
    expect(periodDays(7, now)).toEqual([
      "2026-11-27",
      "2026-11-28",
      "2026-11-29",
      "2026-11-30",
      "2026-12-01",
      "2026-12-02",
      "2026-12-03",
    ]);
    expect(periodDays(90, now)).toHaveLength(90);
    expect(periodDays(90, now)[0]).toBe("2026-09-05");
  });

  it("fills days without leads with zeros and adds up sources", () => {
    const days = periodDays(7, now);
    const series = leadsPerDayBySource(days, [
      { day: "2026-11-28", source: "contact", status: "new", leads: 2 },
      { day: "2026-11-28", source: "contact", status: "won", leads: 1 },
      { day: "2026-12-03", source: "widget", status: "new", leads: 4 },
      { day: "2026-10-01", source: "demo", status: "new", leads: 9 },
    ]);
    expect(series).toHaveLength(7);
    expect(series[0]).toEqual({ day: "2026-11-27", contact: 0, demo: 0, widget: 0, audit: 0 });
    expect(series[1]).toEqual({ day: "2026-11-28", contact: 3, demo: 0, widget: 0, audit: 0 });
    expect(series[6]).toEqual({ day: "2026-12-03", contact: 0, demo: 0, widget: 4, audit: 0 });
    expect(sumLeads(series)).toEqual({ contact: 3, demo: 0, widget: 4, audit: 0 });
  });

  it("counts the period's leads by status, every status present", () => {
    const days = periodDays(7, now);
    expect(
      leadsByStatus(days, [
        { day: "2026-11-28", source: "contact", status: "won", leads: 1 },
        { day: "2026-12-01", source: "demo", status: "won", leads: 2 },
        { day: "2026-10-01", source: "demo", status: "lost", leads: 9 },
      ]),
    ).toEqual({ new: 0, contacted: 0, qualified: 0, won: 3, lost: 0 });
  });

  it("fills days without audits with zeros", () => {
    const days = periodDays(7, now);
    expect(auditsPerDay(days, [{ day: "2026-12-02", audits: 5 }]).map((d) => d.audits)).toEqual([0, 0, 0, 0, 0, 5, 0]);
  });
});
