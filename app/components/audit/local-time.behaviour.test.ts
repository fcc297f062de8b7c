import { describe, expect, it } from "vitest";
import { relativeTime } from "./local-time.behaviour";

describe("relativeTime", () => {
  const now = Date.parse("2026-12-03T12:00:00Z");
  it("words a recent time as people say it", () => {
    expect(relativeTime(now - 10_000, now)).toBe("just now");
    expect(relativeTime(now - 2 * 60_000, now)).toBe("2 minutes ago");
    expect(relativeTime(now - 3 * 3_600_000, now)).toBe("3 hours ago");
    expect(relativeTime(now - 26 * 3_600_000, now)).toBe("yesterday");
  });
  it("leaves an older time to its date", () => {
    expect(relativeTime(now - 8 * 86_400_000, now)).toBeNull();
  });
});
