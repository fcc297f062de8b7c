/** The mobile breakpoint of docs/product.md §4.8 (layout itself uses Tailwind's breakpoints). */
export const MOBILE_BREAKPOINT_PX = 768;
/** Touch devices narrower than this also count as mobile. */
export const TOUCH_MOBILE_MAX_WIDTH_PX = 1024;
/** Virtual keyboard considered open when screen height minus window height exceeds this. */
export const KEYBOARD_OPEN_THRESHOLD_PX = 150;

/**
 * "Mobile" as docs/product.md §4.8 defines it, as one media query: narrower than the mobile
 * breakpoint, or a touch screen narrower than the touch limit.
 */
export const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px), (pointer: coarse) and (max-width: ${
  TOUCH_MOBILE_MAX_WIDTH_PX - 0.02
}px)`;

/**
 * Whether a virtual keyboard is open (docs/product.md §4.8): the window is shorter than the screen
 * by more than a browser's own bars take. Opening one scrolls and resizes the page, which is not
 * the visitor scrolling.
 */
export function keyboardOpen(screenHeight: number, windowHeight: number): boolean {
  return screenHeight - windowHeight > KEYBOARD_OPEN_THRESHOLD_PX;
}
