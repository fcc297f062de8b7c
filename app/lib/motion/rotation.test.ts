import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HEADLINE_ROTATION } from "~/content/hero-timings";
import { BRAND_WORD_ROTATION } from "~/content/frame-timings";
import { startRotation, type RotationState } from "./rotation";

describe("startRotation", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("wordmark: fades out every 3 s and shows the next word 250 ms later, wrapping around", () => {
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

  it("headline: fades out at 3500 ms, swaps 400 ms later while hidden, fades in 100 ms after that", () => {
    const states: RotationState[] = [];
    const stop = startRotation(5, HEADLINE_ROTATION, (s) => states.push(s));
    vi.advanceTimersByTime(3499);
    expect(states).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(states).toEqual([{ index: 0, visible: false }]);
    vi.advanceTimersByTime(399);
    expect(states).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(states.at(-1)).toEqual({ index: 1, visible: false });
    vi.advanceTimersByTime(99);
    expect(states).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(states.at(-1)).toEqual({ index: 1, visible: true });
    // Five phrases: after five intervals the first is back.
    vi.advanceTimersByTime(4 * 3500);
    expect(states.at(-1)).toEqual({ index: 0, visible: true });
    stop();
  });

  it("stops a pending swap and a pending fade-in", () => {
    const states: RotationState[] = [];
    const stop = startRotation(3, BRAND_WORD_ROTATION, (s) => states.push(s));
    vi.advanceTimersByTime(3100);
    stop();
    vi.advanceTimersByTime(1000);
    expect(states).toEqual([{ index: 0, visible: false }]);

    const headline: RotationState[] = [];
    const stopHeadline = startRotation(5, HEADLINE_ROTATION, (s) => headline.push(s));
    vi.advanceTimersByTime(3950);
    stopHeadline();
    vi.advanceTimersByTime(10_000);
    expect(headline).toEqual([
      { index: 0, visible: false },
      { index: 1, visible: false },
    ]);
  });
});
