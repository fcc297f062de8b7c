/**
 * The timings and thresholds of docs/product.md §4 and §9 as named constants; the frame's own (top
 * bar, menus, loader, toasts, web vitals) are in frame-timings.ts, the home page's first screen's
 * in hero-timings.ts, the mobile breakpoints in app/lib/motion/device.ts. Each page's bundle then
 * carries the ones it uses at once in one file (docs/decisions/037). Durations are in milliseconds,
 * distances in CSS pixels.
 */

/** Animated counters: run once on entering view. */
export const COUNTER_ANIMATION = { durationMs: 2000, staggerMs: 200, threshold: 0.2, cap: 999 } as const;

/** Scroll reveal: visible from 10% on screen; delays round to stagger classes 0..5. */
export const SCROLL_REVEAL = { threshold: 0.1, minStagger: 0, maxStagger: 5 } as const;

/** Floating round button appears once scrolled past this share of the window height. */
export const FLOATING_BUTTON_SCROLL_RATIO = 0.3;

/** Scroll state tracking. */
export const SCROLL_TRACKING = {
  throttleMs: 8,
  stoppedMs: 150,
  momentumMs: 300,
  /** Delay before the active section updates the colour theme. */
  themeUpdateDelayMs: 150,
} as const;

/**
 * Section fade by viewport position: sections fade through a zone at the window's top (`zoneStart`,
 * a share of its height) as they leave and at its bottom (`zoneEnd`) as they enter; opacity changes
 * smaller than `minOpacityChange` are ignored.
 */
export const SECTION_FADE = { zoneStart: 0.12, zoneEnd: 0.15, minOpacityChange: 0.02 } as const;

/** Haptic vibration lengths (light, medium, heavy). */
export const HAPTIC_VIBRATION_MS = { light: 10, medium: 20, heavy: 30 } as const;

/** Mobile menu opening stagger phases. */
export const MOBILE_MENU_PHASES_MS = [0, 100, 200, 300] as const;

/** Swipe counts only above both thresholds. */
export const SWIPE = { minDistancePx: 50, minVelocityPxPerMs: 0.1 } as const;

/** Tooltips open 700 ms after the pointer arrives; within 300 ms of one closing, the next opens at once. */
export const TOOLTIP_TIMING = { delayMs: 700, skipDelayMs: 300 } as const;

/** Open mobile menu closes when the page scrolls more than this. */
export const MOBILE_MENU_AUTO_CLOSE_SCROLL_PX = 100;
/** Promo banner hides when scrolled down past this, returns at or above it. */
export const PROMO_BANNER_SCROLL_PX = 25;
/** Scroll progress bar appears after this much scroll. */
export const PROGRESS_BAR_SCROLL_PX = 100;
