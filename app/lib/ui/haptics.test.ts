import { afterEach, describe, expect, it, vi } from "vitest";
import { haptic } from "./haptics";

function device({ mobile, vibrate }: { mobile: boolean; vibrate: boolean }) {
  const calls: number[] = [];
  vi.stubGlobal("window", { matchMedia: () => ({ matches: mobile }) });
  vi.stubGlobal("navigator", vibrate ? { vibrate: (ms: number) => calls.push(ms) } : {});
  return calls;
}

describe("haptic", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("vibrates 10, 20 or 30 ms on a phone that can", () => {
    const calls = device({ mobile: true, vibrate: true });
    haptic("light");
    haptic("medium");
    haptic("heavy");
    expect(calls).toEqual([10, 20, 30]);
  });

  it("does nothing on a wide screen or without the Vibration API", () => {
    const desktop = device({ mobile: false, vibrate: true });
    haptic("light");
    expect(desktop).toEqual([]);
    device({ mobile: true, vibrate: false });
    expect(() => haptic("light")).not.toThrow();
  });
});
