import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TOOLTIP_TIMING } from "~/content/timings";
import { tooltipPlacement, tooltipTiming } from "./tooltip";

function setup() {
  const shown: string[] = [];
  const events: string[] = [];
  const timing = tooltipTiming<string>(
    (target) => {
      shown.push(target);
      events.push(`show ${target}`);
    },
    () => events.push("hide"),
  );
  return { timing, shown, events };
}

describe("tooltipTiming", () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it("opens on hover only after the delay", () => {
    const { timing, events } = setup();
    timing.hover("a");
    vi.advanceTimersByTime(TOOLTIP_TIMING.delayMs - 1);
    expect(events).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(events).toEqual(["show a"]);
  });

  it("does not open when the pointer leaves before the delay", () => {
    const { timing, events } = setup();
    timing.hover("a");
    vi.advanceTimersByTime(TOOLTIP_TIMING.delayMs - 100);
    timing.leave("a");
    vi.advanceTimersByTime(TOOLTIP_TIMING.delayMs);
    expect(events).toEqual([]);
  });

  it("opens the next one at once within the skip delay of closing, and waits again after it", () => {
    const { timing, events } = setup();
    timing.hover("a");
    vi.advanceTimersByTime(TOOLTIP_TIMING.delayMs);
    timing.leave("a");
    vi.advanceTimersByTime(TOOLTIP_TIMING.skipDelayMs - 1);
    timing.hover("b");
    expect(events).toEqual(["show a", "hide", "show b"]);

    timing.leave("b");
    vi.advanceTimersByTime(TOOLTIP_TIMING.skipDelayMs);
    timing.hover("c");
    expect(events.at(-1)).toBe("hide");
    vi.advanceTimersByTime(TOOLTIP_TIMING.delayMs);
    expect(events.at(-1)).toBe("show c");
  });

  it("moves straight to another trigger while one is open", () => {
    const { timing, events } = setup();
    timing.open("a");
    timing.hover("b");
    expect(events).toEqual(["show a", "show b"]);
  });

  it("opens at once on focus, and Escape closes it", () => {
    const { timing, events } = setup();
    timing.open("a");
    expect(events).toEqual(["show a"]);
    timing.dismiss();
    expect(events).toEqual(["show a", "hide"]);
    timing.dismiss();
    expect(events).toEqual(["show a", "hide"]);
  });

  it("focus during the hover delay opens once, and the timer does not open it again", () => {
    const { timing, shown } = setup();
    timing.hover("a");
    timing.open("a");
    vi.advanceTimersByTime(TOOLTIP_TIMING.delayMs);
    expect(shown).toEqual(["a"]);
  });

  it("leaving another trigger leaves the open one alone", () => {
    const { timing, events } = setup();
    timing.open("a");
    timing.leave("b");
    expect(events).toEqual(["show a"]);
  });
});

describe("tooltipPlacement", () => {
  const bubble = { width: 200, height: 40 };

  it("centres the bubble above the trigger", () => {
    expect(tooltipPlacement({ top: 300, bottom: 320, left: 490, width: 20 }, bubble, 1000, 8)).toEqual({
      top: 252,
      left: 400,
      side: "top",
    });
  });

  it("goes below when there is no room above", () => {
    expect(tooltipPlacement({ top: 30, bottom: 50, left: 490, width: 20 }, bubble, 1000, 8)).toMatchObject({
      top: 58,
      side: "bottom",
    });
  });

  it("stays inside the window's sides", () => {
    expect(tooltipPlacement({ top: 300, bottom: 320, left: 0, width: 20 }, bubble, 390, 8).left).toBe(8);
    expect(tooltipPlacement({ top: 300, bottom: 320, left: 370, width: 20 }, bubble, 390, 8).left).toBe(182);
  });
});
