import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BRAND_WORD_ROTATION } from "~/content/timings";
import { startRotation, type RotationState } from "./rotation";

describe("startRotation", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("fades out every 3 s and shows the next word 250 ms later, wrapping around", () => {
    const states: RotationState[] = [];
    const stop = startRotation(3, BRAND_WORD_ROTATION, (s) => states.push(s));
    vi.advanceTimersByTime(2999);
    expect(states).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(states).toEqual([{ index: 0, visible: false }]);
    vi.advanceTimersByTime(250);
    expect(states.at(-1)).toEqual({ index: 1, visible: true });
    vi.advanceTimersByTime(6000);
    expect(states.at(-1)).toEqual({ index: 0, visible: true });
    stop();
    vi.advanceTimersByTime(10_000);
    expect(states).toHaveLength(6);
  });

  it("stops a pending swap", () => {
    const states: RotationState[] = [];
    const stop = startRotation(3, BRAND_WORD_ROTATION, (s) => states.push(s));
    vi.advanceTimersByTime(3100);
    stop();
    vi.advanceTimersByTime(1000);
    expect(states).toEqual([{ index: 0, visible: false }]);
  });
});
