import { describe, expect, it } from "vitest";
import * as t from "./timings";

describe("timings and thresholds (docs/product.md §4, §9)", () => {
  it("audit field, rotations and mock dashboard", () => {
    expect(t.AUDIT_URL_DEBOUNCE_MS).toBe(500);
    expect(t.HEADLINE_ROTATION).toEqual({ intervalMs: 3500, swapDelayMs: 400, fadeInDelayMs: 100 });
    expect(t.BRAND_WORD_ROTATION).toEqual({ intervalMs: 3000, fadeMs: 250 });
    expect(t.MOCK_DASHBOARD).toEqual({
      metricIntervalMs: 5000,
      metricIntervalMobileMs: 6000,
      tabIntervalMs: 8000,
      tabIntervalMobileMs: 10000,
    });
  });

  it("counters, rings and reveal", () => {
    expect(t.COUNTER_ANIMATION).toEqual({ durationMs: 2000, staggerMs: 200, threshold: 0.2, cap: 999 });
    expect(t.HERO_RING_SCALES).toEqual([100, 400, 500]);
    expect(t.SCROLL_REVEAL).toEqual({ threshold: 0.1, minStagger: 0, maxStagger: 5 });
  });

  it("device and breakpoints", () => {
    expect(t.MOBILE_BREAKPOINT_PX).toBe(768);
    expect(t.BREAKPOINTS).toEqual({ xs: 480, sm: 640, md: 768, lg: 1024 });
    expect(t.TOUCH_MOBILE_MAX_WIDTH_PX).toBe(1024);
    expect(t.KEYBOARD_OPEN_THRESHOLD_PX).toBe(150);
  });

  it("scrolling", () => {
    expect(t.FLOATING_BUTTON_SCROLL_RATIO).toBe(0.3);
    expect(t.SCROLL_TRACKING).toEqual({ throttleMs: 8, stoppedMs: 150, momentumMs: 300, themeUpdateDelayMs: 150 });
    expect(t.HASH_SCROLL_DELAY_MS).toBe(300);
    expect(t.NAVBAR_COMPACT_SCROLL_PX).toBe(10);
    expect(t.MOBILE_MENU_AUTO_CLOSE_SCROLL_PX).toBe(100);
    expect(t.PROMO_BANNER_SCROLL_PX).toBe(25);
    expect(t.PROGRESS_BAR_SCROLL_PX).toBe(100);
    expect(t.SECTION_FADE).toEqual({ zoneStart: 0.12, zoneEnd: 0.15, minOpacityChange: 0.02 });
    expect(t.DONE_FOR_YOU_SCROLL).toEqual({ fallbackViewports: 1.5, retryAfterNavigationMs: 100 });
  });

  it("menus, gestures and feedback", () => {
    expect(t.MOBILE_MENU_PHASES_MS).toEqual([0, 100, 200, 300]);
    expect(t.SWIPE).toEqual({ minDistancePx: 50, minVelocityPxPerMs: 0.1 });
    expect(t.HAPTIC_VIBRATION_MS).toEqual({ light: 10, medium: 20, heavy: 30 });
    expect(t.MENU_TIMING).toEqual({
      hoverDelayMs: 200,
      skipDelayMs: 300,
      closeDelayMs: 150,
      submenuOpenDelayMs: 100,
      typeaheadResetMs: 1000,
    });
    expect(t.TOOLTIP_TIMING).toEqual({ delayMs: 700, skipDelayMs: 300 });
    expect(t.TOAST_LIMIT).toBe(3);
    expect(t.TOAST_DURATION_MS).toBe(4000);
    expect(t.TOAST_POSITION).toBe("bottom-right");
    expect(t.LOADER_FADE_MS).toBe(300);
    expect(t.WEB_VITALS_FALLBACK_DELAY_MS).toBe(3000);
  });

  it("library defaults", () => {
    expect(t.AUTH_REFRESH).toEqual({ tickMs: 30000, marginTicks: 3, retryBaseMs: 200 });
    expect(t.URL_SESSION_STALENESS_MS).toBe(120000);
    expect(t.REALTIME).toEqual({ timeoutMs: 10000, heartbeatMs: 30000, reconnectMs: [1000, 2000, 5000, 10000] });
    expect(t.STORAGE_DEFAULTS).toEqual({ listLimit: 100, cacheControlSeconds: 3600 });
    expect(t.SOCIAL_IMAGE).toEqual({ width: 1200, height: 630 });
  });
});
