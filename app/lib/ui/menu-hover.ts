import { MENU_TIMING } from "~/content/frame-timings";

export interface MenuHoverOptions {
  /** Which menu is open now, whoever opened it (hover, click, keyboard). */
  openId: () => string | null;
  openMenu: (id: string) => void;
  closeMenu: (id: string) => void;
  timing?: Pick<typeof MENU_TIMING, "hoverDelayMs" | "skipDelayMs" | "closeDelayMs">;
  now?: () => number;
}

export type MenuHover = ReturnType<typeof createMenuHover>;

/**
 * Hover intent for the top bar's mega-menus (docs/product.md §4.9), the timing of Radix's
 * navigation menu: a menu opens once the mouse has rested on it 200 ms; while another menu is open,
 * or within 300 ms of one closing, it opens at once (the skip delay), so running along the bar
 * feels immediate; a menu the pointer opened closes 150 ms after the pointer leaves it, which
 * forgives the gap between the bar and the panel. A menu opened by click or keyboard is the
 * visitor's choice and stays until they close it. After a click closes a menu, hovering it does
 * not reopen it until the pointer has left.
 */
export function createMenuHover({
  openId,
  openMenu,
  closeMenu,
  timing = MENU_TIMING,
  now = Date.now,
}: MenuHoverOptions) {
  let openTimer: ReturnType<typeof setTimeout> | undefined;
  let closeTimer: ReturnType<typeof setTimeout> | undefined;
  let lastClosedAt = Number.NEGATIVE_INFINITY;
  /** The menu the pointer opened, as opposed to one a click or key opened. */
  let pointerOpened: string | null = null;
  /** A menu a click just closed: the pointer resting on it must not reopen it. */
  let clickClosed: string | null = null;

  const clearTimers = () => {
    clearTimeout(openTimer);
    clearTimeout(closeTimer);
    openTimer = closeTimer = undefined;
  };
  const openByPointer = (id: string) => {
    openTimer = undefined;
    // After opening: opening this one may close another, which reports closed() and clears the mark.
    openMenu(id);
    pointerOpened = id;
  };

  return {
    /** The mouse entered a menu (its summary or its open panel). */
    enter(id: string) {
      clearTimers();
      if (clickClosed === id) return;
      const current = openId();
      if (current === id) return;
      if (current !== null || now() - lastClosedAt < timing.skipDelayMs) openByPointer(id);
      else openTimer = setTimeout(() => openByPointer(id), timing.hoverDelayMs);
    },
    /** The mouse left a menu. */
    leave(id: string) {
      clearTimeout(openTimer);
      openTimer = undefined;
      if (clickClosed === id) clickClosed = null;
      if (openId() !== id || pointerOpened !== id) return;
      closeTimer = setTimeout(() => {
        closeTimer = undefined;
        closeMenu(id);
      }, timing.closeDelayMs);
    },
    /**
     * A click on a menu's summary. Returns true when the click should keep the menu open: the
     * pointer opened it a moment ago and the click confirms it, rather than closing what the
     * visitor was about to use. Otherwise the browser toggles the <details> as usual.
     */
    click(id: string): boolean {
      clearTimers();
      const keep = openId() === id && pointerOpened === id;
      pointerOpened = null;
      clickClosed = !keep && openId() === id ? id : null;
      return keep;
    },
    /** Whatever closed the open menu (timer, click, Escape, navigation): the skip delay starts now. */
    closed() {
      lastClosedAt = now();
      pointerOpened = null;
    },
    /** The bar is going away: no timer may fire after it. */
    dispose: clearTimers,
  };
}
