import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MOTION_CHANGE_GAP_MS } from "~/content/frame-timings";
import { MOCK_DASHBOARD } from "~/content/hero-timings";
import { startCycle } from "./cycle";
import { resetPace } from "./pace";

describe("startCycle", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetPace();
  });
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

  it("waits for the page's next free moment when another loop has just moved", () => {
    const seen: Array<[string, number]> = [];
    const stopMetric = startCycle(4, MOCK_DASHBOARD.metricIntervalMs, 0, () => seen.push(["metric", Date.now()]));
    const stopTab = startCycle(4, MOCK_DASHBOARD.metricIntervalMs, 0, () => seen.push(["tab", Date.now()]));
    const start = Date.now();
    vi.advanceTimersByTime(MOCK_DASHBOARD.metricIntervalMs + MOTION_CHANGE_GAP_MS);
    expect(seen.map(([name, at]) => [name, at - start])).toEqual([
      ["metric", MOCK_DASHBOARD.metricIntervalMs],
      ["tab", MOCK_DASHBOARD.metricIntervalMs + MOTION_CHANGE_GAP_MS],
    ]);
    stopMetric();
    stopTab();
  });

  it("cancels a step still waiting for its moment", () => {
    const seen: number[] = [];
    const stopFirst = startCycle(4, MOCK_DASHBOARD.metricIntervalMs, 0, (i) => seen.push(i));
    const stopSecond = startCycle(4, MOCK_DASHBOARD.metricIntervalMs, 0, (i) => seen.push(10 + i));
    vi.advanceTimersByTime(MOCK_DASHBOARD.metricIntervalMs);
    stopSecond();
    vi.advanceTimersByTime(MOTION_CHANGE_GAP_MS);
    expect(seen).toEqual([1]);
    stopFirst();
  });
});
