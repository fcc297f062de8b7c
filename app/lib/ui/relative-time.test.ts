import { describe, expect, it } from "vitest";
import { localDateTime, relativeTime } from "./relative-time";

const now = "2026-11-25T15:30:00.000Z";
const ago = (ms: number) => new Date(Date.parse(now) - ms).toISOString();

describe("relative times against the server's now", () => {
  it("reads minutes, hours and days, then the date", () => {
    expect(relativeTime(ago(20_000), now)).toBe("just now");
    expect(relativeTime(ago(-5_000), now)).toBe("just now");
    expect(relativeTime(ago(5 * 60_000), now)).toBe("5 min ago");
    expect(relativeTime(ago(59 * 60_000 + 59_000), now)).toBe("59 min ago");
    expect(relativeTime(ago(3 * 3_600_000 + 10), now)).toBe("3 h ago");
    expect(relativeTime(ago(30 * 3_600_000), now)).toBe("yesterday");
    expect(relativeTime(ago(3 * 86_400_000), now)).toBe("3 d ago");
    expect(relativeTime("2026-11-01T09:00:00Z", now)).toBe("Nov 1, 2026");
  });

  it("gives an unreadable time back as it came", () => {
    expect(relativeTime("soon", now)).toBe("soon");
  });
});

describe("the full local date behind a relative time", () => {
  it("names the day, the date and the time of day in this machine's zone", () => {
    // The zone is the test machine's: the words are checked, not the hour.
    expect(localDateTime("2026-12-08T12:00:00Z")).toMatch(
      /^\w+day, (December|November|January) \d{1,2}, 202\d at \d{1,2}:\d{2}\s?[AP]M$/u,
    );
  });

  it("gives an unreadable time back as it came", () => {
    expect(localDateTime("soon")).toBe("soon");
  });
});
