/**
 * The timings and thresholds of docs/product.md §4 and §9 as named constants; the frame's own (top
 * bar, menus, loader, toasts, web vitals) are in frame-timings.ts. Hooks and components read them
 * from these two; durations are in milliseconds, distances in CSS pixels.
 */

/** Hero headline: next word every 3500 ms; fade out, swap after 400 ms, fade in 100 ms later. */
export const HEADLINE_ROTATION = { intervalMs: 3500, swapDelayMs: 400, fadeInDelayMs: 100 } as const;

/** Hero mock dashboard auto-cycling; mobile values apply below the mobile breakpoint. */
export const MOCK_DASHBOARD = {
  metricIntervalMs: 5000,
  metricIntervalMobileMs: 6000,
  tabIntervalMs: 8000,
  tabIntervalMobileMs: 10000,
} as const;

/** Animated counters: run once on entering view. */
export const COUNTER_ANIMATION = { durationMs: 2000, staggerMs: 200, threshold: 0.2, cap: 999 } as const;

/** Scales of the hero's decorative rings. */
export const HERO_RING_SCALES = [100, 400, 500] as const;

/** Scroll reveal: visible from 10% on screen; delays round to stagger classes 0..5. */
export const SCROLL_REVEAL = { threshold: 0.1, minStagger: 0, maxStagger: 5 } as const;

/** The mobile breakpoint (layout itself uses Tailwind's breakpoints, docs/product.md §4.8). */
export const MOBILE_BREAKPOINT_PX = 768;
/** Touch devices narrower than this also count as mobile. */
export const TOUCH_MOBILE_MAX_WIDTH_PX = 1024;
/** Virtual keyboard considered open when screen height minus window height exceeds this. */
export const KEYBOARD_OPEN_THRESHOLD_PX = 150;

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

/** A hash in the address scrolls to its section after this delay. */
export const HASH_SCROLL_DELAY_MS = 300;

/** Hero's Done-For-You button: scroll 1.5 viewports when the section is missing; retry after navigating home. */
export const DONE_FOR_YOU_SCROLL = { fallbackViewports: 1.5, retryAfterNavigationMs: 100 } as const;

/** Mobile menu opening stagger phases. */
export const MOBILE_MENU_PHASES_MS = [0, 100, 200, 300] as const;

/** Swipe counts only above both thresholds. */
export const SWIPE = { minDistancePx: 50, minVelocityPxPerMs: 0.1 } as const;

/** Tooltips open 700 ms after the pointer arrives; within 300 ms of one closing, the next opens at once. */
export const TOOLTIP_TIMING = { delayMs: 700, skipDelayMs: 300 } as const;

/** Toasts: at most three visible for 4 s each, bottom right (the toast module owns the values). */
export { TOAST_DURATION_MS, TOAST_LIMIT } from "~/lib/ui/toast";

/** Open mobile menu closes when the page scrolls more than this. */
export const MOBILE_MENU_AUTO_CLOSE_SCROLL_PX = 100;
/** Promo banner hides when scrolled down past this, returns at or above it. */
export const PROMO_BANNER_SCROLL_PX = 25;
/** Scroll progress bar appears after this much scroll. */
export const PROGRESS_BAR_SCROLL_PX = 100;
