import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HEADLINE_ROTATION } from "~/content/hero-timings";
import { BRAND_WORD_ROTATION, MOTION_CHANGE_GAP_MS } from "~/content/frame-timings";
import { resetPace } from "./pace";
import { changeTimes, startRotation } from "./rotation";

describe("startRotation", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetPace();
  });
  afterEach(() => vi.useRealTimers());

  it("wordmark: the next word every 3 s, wrapping around", () => {
    const shown: number[] = [];
    const stop = startRotation(3, BRAND_WORD_ROTATION, (index) => shown.push(index));
    vi.advanceTimersByTime(2999);
    expect(shown).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(shown).toEqual([1]);
    vi.advanceTimersByTime(6000);
    expect(shown).toEqual([1, 2, 0]);
    stop();
    vi.advanceTimersByTime(10_000);
    expect(shown).toHaveLength(3);
  });

  it("headline: the next phrase every 3500 ms, back to the first after five", () => {
    const shown: number[] = [];
    const stop = startRotation(5, HEADLINE_ROTATION, (index) => shown.push(index));
    vi.advanceTimersByTime(3499);
    expect(shown).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(shown).toEqual([1]);
    vi.advanceTimersByTime(4 * 3500);
    expect(shown.at(-1)).toBe(0);
    stop();
  });

  it("skips its turns while held (hovered, focused, off screen, a hidden tab) and goes on after", () => {
    const shown: number[] = [];
    let moving = false;
    const stop = startRotation(
      3,
      BRAND_WORD_ROTATION,
      (index) => shown.push(index),
      () => moving,
    );
    vi.advanceTimersByTime(9000);
    expect(shown).toEqual([]);
    moving = true;
    vi.advanceTimersByTime(3000);
    expect(shown).toEqual([1]);
    stop();
  });

  it("never changes in the same half-second as another loop of the page", () => {
    const changes: number[] = [];
    const start = Date.now();
    const record = () => changes.push(Date.now() - start);
    const stops = [
      startRotation(3, BRAND_WORD_ROTATION, record),
      startRotation(5, HEADLINE_ROTATION, record),
      startRotation(4, { intervalMs: 5000, fadeMs: 0 }, record),
      startRotation(4, { intervalMs: 8000, fadeMs: 0 }, record),
    ];
    vi.advanceTimersByTime(120_000);
    stops.forEach((stop) => stop());
    expect(changes.length).toBeGreaterThan(80);
    const gaps = changes.slice(1).map((at, index) => at - (changes[index] ?? 0));
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(MOTION_CHANGE_GAP_MS);
  });

  it("stops a change still waiting for its moment", () => {
    const shown: number[] = [];
    const stopBrand = startRotation(3, BRAND_WORD_ROTATION, () => undefined);
    const stop = startRotation(3, { intervalMs: BRAND_WORD_ROTATION.intervalMs, fadeMs: 0 }, (i) => shown.push(i));
    vi.advanceTimersByTime(BRAND_WORD_ROTATION.intervalMs);
    stop();
    vi.advanceTimersByTime(MOTION_CHANGE_GAP_MS);
    expect(shown).toEqual([]);
    stopBrand();
  });
});

describe("changeTimes", () => {
  it("moves the wordmark's two words together over 250 ms", () => {
    expect(changeTimes(BRAND_WORD_ROTATION)).toEqual({ leave: 250, arriveDelay: 0 });
  });

  it("has the headline's old phrase gone at 400 ms and the new one in place 100 ms later", () => {
    const { leave, arriveDelay } = changeTimes(HEADLINE_ROTATION);
    expect([leave, arriveDelay, arriveDelay + leave]).toEqual([400, 100, 500]);
  });

  it("keeps every change shorter than the gap between two changes", () => {
    for (const timing of [BRAND_WORD_ROTATION, HEADLINE_ROTATION]) {
      const { leave, arriveDelay } = changeTimes(timing);
      expect(leave + arriveDelay).toBeLessThanOrEqual(MOTION_CHANGE_GAP_MS);
    }
  });
});
