import { BRAND_WORDS } from "~/content/brand";
import { BRAND_WORD_ROTATION, NAVBAR_COMPACT_SCROLL_PX } from "~/content/frame-timings";
import { select } from "~/lib/markup/data-hooks";
import { activeItem, type LocationLike } from "~/lib/site/navigation";
import { rotateWords, swapClasses } from "~/lib/ui/dom";
import type { MenuHover } from "~/lib/ui/menu-hover";

/**
 * The attributes the top bar's markup (site-header-bar.markup.tsx, nav-menu.markup.tsx,
 * brand-wordmark.markup.tsx, the guests' menu in account-menu.tsx) carries for this script.
 */
export enum SITE_HEADER_HOOKS {
  /** A menu's <details>, its id as the value (a mega-menu's label, or the guests' login menu). */
  menu = "data-menu",
  /** A menu that opens on mouse hover too (the mega-menus). */
  hoverMenu = "data-hover-menu",
  /** A top-bar item, its address as the value, and the addresses under it, space-separated. */
  topItem = "data-top-item",
  topChildren = "data-top-children",
  /** The current item when it is a menu's summary (a link is marked `aria-current` instead). */
  current = "data-current",
  /** The wordmark's rotating word. */
  brandWord = "data-brand-word",
  /** The dimmed page under an open mega-menu (inside its summary: a click on it closes the menu). */
  overlay = "data-menu-overlay",
  /** The bar itself, which turns compact once the page scrolls, and the surface it draws, which turns solid. */
  bar = "data-site-bar",
  surface = "data-site-bar-surface",
}

const MENU = `details${select(SITE_HEADER_HOOKS.menu)}`;
const HOVER_MENU = `details${select(SITE_HEADER_HOOKS.hoverMenu)}`;
const menuId = (menu: Element) => menu.getAttribute(SITE_HEADER_HOOKS.menu);

/**
 * The top bar's behaviour in the browser. The bar itself is server markup (docs/decisions/035):
 * its <details> disclosures work without JavaScript; with it, this keeps one open at a time,
 * closes it on Escape (focus back on its summary), on a press outside the bar and on navigation,
 * opens the mega-menus on mouse hover (the timing of createMenuHover, fetched on the first hover),
 * turns the bar solid once the page scrolls or a menu opens, rotates the wordmark's word, and moves
 * the current item's mark as the visitor navigates. Everything is delegated to the header element,
 * so the markup can be rewritten under it.
 */
export function attachSiteHeader(header: HTMLElement) {
  let open: string | null = null;
  let hover: MenuHover | undefined;
  let loading: Promise<MenuHover> | undefined;

  const menus = () => header.querySelectorAll<HTMLDetailsElement>(MENU);
  const menuOf = (node: EventTarget | null, selector = MENU) =>
    node instanceof Element ? node.closest<HTMLDetailsElement>(selector) : null;
  const onOverlay = (node: EventTarget | null) =>
    node instanceof Element && node.closest(select(SITE_HEADER_HOOKS.overlay)) !== null;
  /** The hover menu a node is part of; its dimmed page is part of none. */
  const hoverMenuAt = (node: EventTarget | null) => (onOverlay(node) ? null : menuOf(node, HOVER_MENU));
  const bar = header.querySelector<HTMLElement>(select(SITE_HEADER_HOOKS.bar)) ?? header;
  const surface = header.querySelector<HTMLElement>(select(SITE_HEADER_HOOKS.surface)) ?? bar;

  const paint = () => {
    const scrolled = window.scrollY > NAVBAR_COMPACT_SCROLL_PX;
    swapClasses(surface, open !== null || scrolled, SOLID, CLEAR);
    swapClasses(bar, scrolled, COMPACT, "");
  };

  const setOpen = (next: string | null) => {
    const previous = open;
    if (previous === next) return;
    open = next;
    // Each change fires a `toggle` event later, which finds `open` already in step.
    for (const menu of menus()) menu.open = menuId(menu) === next;
    paint();
    if (previous !== null) hover?.closed();
  };

  const withHover = (act: (intent: MenuHover) => void) => {
    if (hover) return act(hover);
    loading ??= import("~/lazy/menu-hover").then(
      ({ createMenuHover }) =>
        (hover = createMenuHover({
          openId: () => open,
          openMenu: setOpen,
          closeMenu: (id) => {
            if (open === id) setOpen(null);
          },
        })),
    );
    void loading.then(act);
  };

  // `toggle` does not bubble; a capturing listener on the header still hears it.
  const onToggle = (event: Event) => {
    const menu = event.target;
    if (!(menu instanceof HTMLDetailsElement)) return;
    const id = menuId(menu);
    if (!id) return;
    if (menu.open) setOpen(id);
    else if (open === id) setOpen(null);
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || open === null) return;
    header.querySelector<HTMLElement>(`details${select(SITE_HEADER_HOOKS.menu, CSS.escape(open))} > summary`)?.focus();
    setOpen(null);
  };
  const onPressOutside = (event: PointerEvent) => {
    if (open !== null && !(event.target instanceof Node && header.contains(event.target))) setOpen(null);
  };
  // pointerenter and pointerleave do not bubble: over and out, minus moves inside one menu.
  // The dimmed page counts as outside its menu: resting there lets a hovered menu close.
  const onPointer = (event: PointerEvent) => {
    if (event.pointerType !== "mouse") return;
    const menu = hoverMenuAt(event.target);
    const id = menu && menuId(menu);
    if (!menu || !id || hoverMenuAt(event.relatedTarget) === menu) return;
    withHover((intent) => (event.type === "pointerover" ? intent.enter(id) : intent.leave(id)));
  };
  // A click on the summary of a menu the mouse opened confirms it rather than closing it; a click
  // on the dimmed page closes it whichever way it opened.
  const onClick = (event: MouseEvent) => {
    if (onOverlay(event.target)) {
      event.preventDefault();
      setOpen(null);
      return;
    }
    const summary = event.target instanceof Element ? event.target.closest("summary") : null;
    const menu = menuOf(summary, HOVER_MENU);
    const id = menu && menuId(menu);
    if (id && hover?.click(id)) event.preventDefault();
  };

  const listeners: Array<[EventTarget, string, EventListener, AddEventListenerOptions?]> = [
    [header, "toggle", onToggle, { capture: true }],
    [header, "pointerover", onPointer as EventListener],
    [header, "pointerout", onPointer as EventListener],
    [header, "click", onClick as EventListener],
    [document, "keydown", onKey as EventListener],
    [document, "pointerdown", onPressOutside as EventListener],
    [window, "scroll", paint, { passive: true }],
  ];
  for (const [target, type, listener, options] of listeners) target.addEventListener(type, listener, options);
  paint();
  const stopRotation = rotateBrandWord(header);

  return {
    /** Closes whatever menu is open (on every navigation, even to the page already shown). */
    close: () => setOpen(null),
    /** Marks the item for this location current, and only it (docs/product.md §2). */
    markCurrent: (location: LocationLike) => markCurrentItem(header, location),
    detach() {
      for (const [target, type, listener, options] of listeners) target.removeEventListener(type, listener, options);
      stopRotation();
      hover?.dispose();
    },
  };
}

export type SiteHeaderControl = ReturnType<typeof attachSiteHeader>;

/** The bar's two looks: see-through at the top of the page, solid once scrolled or a menu is open. */
const SOLID = "border-border bg-surface/95 shadow-sm";
const CLEAR = "border-transparent bg-surface/75";
/**
 * Compact once scrolled: the bar moves up 8 px and its surface's bottom tucks in 8 px
 * (`--bar-tuck`), so 48 px show with the content centred in them; the open menu's panel and dimmed
 * page start at the tucked edge. A transform and the surface's own box only: nothing on the page
 * moves (no layout shift), the header keeps its place in the flow, and no element between the
 * bar and its menus is transformed (which would make it their box).
 */
const COMPACT = "-translate-y-2 [--bar-tuck:0.5rem]";
/** What nav-styles.ts's topItemClass adds for the current item, and for the others. */
const CURRENT = "text-fg bg-surface-sunken";
const OTHER = "text-fg-muted";

function markCurrentItem(header: HTMLElement, location: LocationLike) {
  const items = [...header.querySelectorAll<HTMLElement>(select(SITE_HEADER_HOOKS.topItem))].map((element) => ({
    element,
    label: element.textContent ?? "",
    href: element.getAttribute(SITE_HEADER_HOOKS.topItem) ?? "",
    children: (element.getAttribute(SITE_HEADER_HOOKS.topChildren) ?? "")
      .split(" ")
      .filter(Boolean)
      .map((href) => ({ label: href, href })),
  }));
  const current = activeItem(items, location);
  for (const { element } of items) {
    const on = element === current?.element;
    swapClasses(element, on, CURRENT, OTHER);
    const attribute = element.tagName === "A" ? "aria-current" : SITE_HEADER_HOOKS.current;
    if (on) element.setAttribute(attribute, element.tagName === "A" ? "page" : "true");
    else element.removeAttribute(attribute);
  }
}

/** The wordmark's word, every 3 s, held while the wordmark is pointed at or focused (`rotateWords`). */
function rotateBrandWord(header: HTMLElement): () => void {
  const word = header.querySelector<HTMLElement>(select(SITE_HEADER_HOOKS.brandWord));
  return word ? rotateWords(word, BRAND_WORDS, BRAND_WORD_ROTATION, word.closest("a") ?? word) : () => undefined;
}
