import { describe, expect, it } from "vitest";
import { countWeeks } from "./weeks.server";

describe("leads this week and last week", () => {
  it("splits the days at Monday 00:00 UTC and leaves out older days", () => {
    const now = new Date("2026-11-25T10:00:00Z"); // a Wednesday; the week began on the 23rd
    const rows = [
      { day: "2026-11-25", leads: 2 },
      { day: "2026-11-23", leads: 1 },
      { day: "2026-11-23", leads: 3 },
      { day: "2026-11-22", leads: 4 },
      { day: "2026-11-16", leads: 5 },
      { day: "2026-11-15", leads: 9 },
    ];
    expect(countWeeks(rows, now)).toEqual({ thisWeek: 6, lastWeek: 9 });
    expect(countWeeks([], now)).toEqual({ thisWeek: 0, lastWeek: 0 });
  });
});
