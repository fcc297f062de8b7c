import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SCROLL_TRACKING } from "~/content/timings";
import { currentScroll, subscribeScroll } from "./scroll-store";

/** Just enough of a window for the listener: scrollY and scroll events. */
const page = Object.assign(new EventTarget(), { scrollY: 0 });

function scrollTo(y: number) {
  page.scrollY = y;
  page.dispatchEvent(new Event("scroll"));
}

describe("the one scroll listener", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance"] });
    vi.stubGlobal("window", page);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("reads at most every 8 ms, keeps the last position, and clears the scrolling flag 150 ms after", () => {
    const seen: number[] = [];
    const stop = subscribeScroll(() => seen.push(currentScroll().y));
    vi.advanceTimersByTime(100);
    scrollTo(10);
    scrollTo(20);
    scrollTo(30);
    expect(seen).toEqual([10]);
    vi.advanceTimersByTime(SCROLL_TRACKING.throttleMs);
    expect(seen).toEqual([10, 30]);
    expect(currentScroll()).toMatchObject({ y: 30, direction: "down", scrolling: true });
    vi.advanceTimersByTime(SCROLL_TRACKING.stoppedMs - 1);
    expect(currentScroll().scrolling).toBe(true);
    vi.advanceTimersByTime(1);
    expect(currentScroll().scrolling).toBe(false);
    stop();
    scrollTo(500);
    vi.advanceTimersByTime(1000);
    expect(seen.at(-1)).toBe(30);
  });
});
