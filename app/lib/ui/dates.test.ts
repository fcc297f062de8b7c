import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatDay, formatLongDay } from "./dates";

describe("dates", () => {
  it("writes UTC times the same way everywhere", () => {
    expect(formatDateTime("2026-11-23T16:59:56.000Z")).toBe("Nov 23, 2026, 4:59 PM UTC");
    // Plain spaces only, whatever the ICU: midnight and noon as a clock shows them.
    expect(formatDateTime("2026-11-23T00:05:00.000Z")).toBe("Nov 23, 2026, 12:05 AM UTC");
    expect(formatDateTime("2026-11-23T12:00:00.000Z")).toBe("Nov 23, 2026, 12:00 PM UTC");
    expect(formatDate("2026-11-23T23:59:00Z")).toBe("Nov 23, 2026");
    expect(formatDay("2026-01-05")).toBe("Jan 5");
  });

  it("leaves text that is not a date as it is", () => {
    expect(formatDateTime("soon")).toBe("soon");
    expect(formatDay("x")).toBe("x");
    expect(formatLongDay("next week")).toBe("next week");
    expect(formatLongDay("2026-12-08T10:00:00Z")).toBe("2026-12-08T10:00:00Z");
  });

  // A demo booking's preferred day (issue 36 §5): the day the visitor picked, wherever the reader is.
  it("writes a picked day in full, the same day in every time zone", () => {
    expect(formatLongDay("2026-12-08")).toBe("Tuesday, December 8, 2026");
    expect(formatLongDay("2027-01-01")).toBe("Friday, January 1, 2027");
  });
});
