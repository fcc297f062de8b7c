import { describe, expect, it } from "vitest";
import { recoveryTime } from "./request-auth.server";
import type { Viewer } from "./viewer";
import { isRecoverySession, RECOVERY_WINDOW_SECONDS } from "./recovery";

const viewer = (recoveredAt: number | null): Viewer => ({
  id: "u",
  email: "u@example.com",
  fullName: null,
  isAdmin: false,
  recoveredAt,
  aal: "aal1",
  twoStepPending: false,
});

describe("recoveryTime", () => {
  it("reads the recovery entry of a token's amr claim", () => {
    expect(
      recoveryTime([
        { method: "password", timestamp: 1 },
        { method: "recovery", timestamp: 42 },
      ]),
    ).toBe(42);
    expect(recoveryTime([{ method: "password", timestamp: 1 }])).toBeNull();
    expect(recoveryTime(undefined)).toBeNull();
    expect(recoveryTime([{ method: "recovery" }])).toBeNull();
  });
});

describe("isRecoverySession", () => {
  const now = 1_800_000_000;
  it("accepts a session a recovery link opened within the window", () => {
    expect(isRecoverySession(viewer(now - 10), now)).toBe(true);
    expect(isRecoverySession(viewer(now - RECOVERY_WINDOW_SECONDS), now)).toBe(true);
  });
  it("refuses ordinary, stale, future-dated and missing sessions", () => {
    expect(isRecoverySession(viewer(null), now)).toBe(false);
    expect(isRecoverySession(viewer(now - RECOVERY_WINDOW_SECONDS - 1), now)).toBe(false);
    expect(isRecoverySession(viewer(now + 60), now)).toBe(false);
    expect(isRecoverySession(null, now)).toBe(false);
  });
});
