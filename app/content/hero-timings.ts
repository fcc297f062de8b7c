/**
 * The timings of the home page's first screen (docs/product.md §4), which move as soon as it loads.
 * Apart from timings.ts, which holds the rest, so the page's first bundle carries only these
 * (docs/decisions/037). Durations in milliseconds.
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

/** Scales of the hero's decorative rings. */
export const HERO_RING_SCALES = [100, 400, 500] as const;

/** Hero's Done-For-You button: scroll 1.5 viewports when the section is missing; retry after navigating home. */
export const DONE_FOR_YOU_SCROLL = { fallbackViewports: 1.5, retryAfterNavigationMs: 100 } as const;

/** A hash in the address scrolls to its section after this delay. */
export const HASH_SCROLL_DELAY_MS = 300;
