import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createMenuHover } from "./menu-hover";

/** A bar of menus, one open at a time, as useSiteMenus keeps it. */
function bar() {
  let open: string | null = null;
  const hover = createMenuHover({
    openId: () => open,
    openMenu: (id) => {
      if (open !== null && open !== id) hover.closed();
      open = id;
    },
    closeMenu: (id) => {
      if (open === id) {
        open = null;
        hover.closed();
      }
    },
  });
  return {
    hover,
    open: () => open,
    /** A click or key that toggles the <details> the way the browser would. */
    toggle(id: string) {
      if (hover.click(id)) return;
      if (open === id) {
        open = null;
        hover.closed();
      } else open = id;
    },
  };
}

describe("createMenuHover", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("opens a menu after the mouse rests on it for 200 ms", () => {
    const { hover, open } = bar();
    hover.enter("Features");
    vi.advanceTimersByTime(199);
    expect(open()).toBeNull();
    vi.advanceTimersByTime(1);
    expect(open()).toBe("Features");
  });

  it("does not open a menu the mouse only passes over", () => {
    const { hover, open } = bar();
    hover.enter("Features");
    vi.advanceTimersByTime(150);
    hover.leave("Features");
    vi.advanceTimersByTime(1000);
    expect(open()).toBeNull();
  });

  it("closes a hovered menu 150 ms after the pointer leaves, unless it comes back", () => {
    const { hover, open } = bar();
    hover.enter("Features");
    vi.advanceTimersByTime(200);
    hover.leave("Features");
    vi.advanceTimersByTime(149);
    hover.enter("Features");
    vi.advanceTimersByTime(1000);
    expect(open()).toBe("Features");
    hover.leave("Features");
    vi.advanceTimersByTime(149);
    expect(open()).toBe("Features");
    vi.advanceTimersByTime(1);
    expect(open()).toBeNull();
  });

  it("moves to another menu at once while one is open", () => {
    const { hover, open } = bar();
    hover.enter("Features");
    vi.advanceTimersByTime(200);
    hover.leave("Features");
    hover.enter("Services");
    expect(open()).toBe("Services");
    vi.advanceTimersByTime(1000);
    expect(open()).toBe("Services");
    hover.leave("Services");
    vi.advanceTimersByTime(150);
    expect(open()).toBeNull();
  });

  it("opens at once within 300 ms of a menu closing, and waits again after that", () => {
    const { hover, open } = bar();
    hover.enter("Features");
    vi.advanceTimersByTime(200);
    hover.leave("Features");
    vi.advanceTimersByTime(150);
    expect(open()).toBeNull();
    vi.advanceTimersByTime(299);
    hover.enter("Services");
    expect(open()).toBe("Services");

    hover.leave("Services");
    vi.advanceTimersByTime(150 + 300);
    hover.enter("Pricing");
    expect(open()).toBeNull();
    vi.advanceTimersByTime(200);
    expect(open()).toBe("Pricing");
  });

  it("keeps a menu opened by click when the pointer leaves", () => {
    const { hover, open, toggle } = bar();
    toggle("CRM");
    hover.enter("CRM");
    hover.leave("CRM");
    vi.advanceTimersByTime(1000);
    expect(open()).toBe("CRM");
  });

  it("a click on a menu the pointer opened keeps it open, and a second click closes it", () => {
    const { hover, open, toggle } = bar();
    hover.enter("Websites");
    vi.advanceTimersByTime(200);
    toggle("Websites");
    expect(open()).toBe("Websites");
    hover.leave("Websites");
    vi.advanceTimersByTime(1000);
    expect(open()).toBe("Websites");
    hover.enter("Websites");
    toggle("Websites");
    expect(open()).toBeNull();
  });

  it("a click before the delay opens the menu, and the pending hover does not fire later", () => {
    const { hover, open, toggle } = bar();
    hover.enter("Pricing");
    vi.advanceTimersByTime(50);
    toggle("Pricing");
    expect(open()).toBe("Pricing");
    toggle("Pricing");
    vi.advanceTimersByTime(1000);
    expect(open()).toBeNull();
  });

  it("a menu closed by click stays closed under the resting pointer until it leaves", () => {
    const { hover, open, toggle } = bar();
    toggle("Features");
    toggle("Features");
    hover.enter("Features");
    vi.advanceTimersByTime(1000);
    expect(open()).toBeNull();
    hover.leave("Features");
    vi.advanceTimersByTime(1000);
    hover.enter("Features");
    vi.advanceTimersByTime(200);
    expect(open()).toBe("Features");
  });

  it("fires nothing once disposed", () => {
    const { hover, open } = bar();
    hover.enter("Features");
    hover.dispose();
    vi.advanceTimersByTime(1000);
    expect(open()).toBeNull();
  });
});
