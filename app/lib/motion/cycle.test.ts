import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MOCK_DASHBOARD } from "~/content/hero-timings";
import { startCycle } from "./cycle";

describe("startCycle", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("steps through the metrics every 5 s, wrapping after the fourth", () => {
    const seen: number[] = [];
    const stop = startCycle(4, MOCK_DASHBOARD.metricIntervalMs, 0, (i) => seen.push(i));
    vi.advanceTimersByTime(4999);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([1]);
    vi.advanceTimersByTime(3 * 5000);
    expect(seen).toEqual([1, 2, 3, 0]);
    stop();
    vi.advanceTimersByTime(60_000);
    expect(seen).toHaveLength(4);
  });

  it("resumes from the index it was paused on, a full interval later", () => {
    const seen: number[] = [];
    startCycle(4, MOCK_DASHBOARD.tabIntervalMobileMs, 2, (i) => seen.push(i))();
    const stop = startCycle(4, MOCK_DASHBOARD.tabIntervalMobileMs, 2, (i) => seen.push(i));
    vi.advanceTimersByTime(9999);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([3]);
    stop();
  });
});
