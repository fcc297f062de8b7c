/**
 * The timings of the site's frame (top bar, menus, loading indicator, toasts, web vitals, meta),
 * from docs/product.md §4 and §9. Apart from timings.ts, which holds the rest, because every page
 * loads the frame: its bundle carries only these. Durations in milliseconds, distances in CSS pixels.
 */

/**
 * Wordmark word (SEO / Websites / Marketing): every 3 s, a 250 ms change (a slide in a clipped slot:
 * the old word leaves as the new one arrives, never through invisibility; issue 23).
 */
export const BRAND_WORD_ROTATION = { intervalMs: 3000, fadeMs: 250 } as const;

/**
 * The least time between two changes of the page's loops (wordmark, headline, mock dashboard), so
 * no two move in the same half-second (app/lib/motion/pace.ts, issue 23).
 */
export const MOTION_CHANGE_GAP_MS = 500;

/** Toasts: at most three visible for 4 s each, bottom right. */
export const TOAST_LIMIT = 3;
export const TOAST_DURATION_MS = 4_000;

/** Navbar turns compact and opaque after this much scroll. */
export const NAVBAR_COMPACT_SCROLL_PX = 10;

/**
 * Dropdown and mega-menu timing (Radix's defaults). The mega-menus read the hover, skip and close
 * delays (app/lib/ui/menu-hover.ts); the signed-in account menu is Radix's drop-down, whose own
 * typeahead resets after the same 1 s; no menu has submenus, so nothing waits the 100 ms.
 */
export const MENU_TIMING = {
  hoverDelayMs: 200,
  skipDelayMs: 300,
  closeDelayMs: 150,
  submenuOpenDelayMs: 100,
  typeaheadResetMs: 1000,
} as const;

/** Where toasts appear (their count and duration: app/lib/ui/toast.ts). */
export const TOAST_POSITION = "bottom-right";

/** Page loader fade. */
export const LOADER_FADE_MS = 300;

/** Web-vitals logging starts on idle, or after this delay. */
export const WEB_VITALS_FALLBACK_DELAY_MS = 3000;

/** Links on screen are offered to route discovery once the browser is idle, or after this delay. */
export const LINK_DISCOVERY_FALLBACK_DELAY_MS = 3000;

/** Social preview image size. */
export const SOCIAL_IMAGE = { width: 1200, height: 630 } as const;
