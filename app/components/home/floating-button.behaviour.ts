import { select } from "~/lib/markup/data-hooks";
import { FLOATING_BUTTON_HOOKS } from "~/lib/motion/floating-button-hooks";
import { floatingActionFor, floatingButtonShown, floatingRingShown, type FloatingAction } from "~/lib/motion/scroll";
import { swapClasses } from "~/lib/ui/dom";
import type { HERO_HOOKS } from "./hero.behaviour";
import { fade, FLOATING_RING, FURNITURE_LOOK, SCROLL_FURNITURE_HOOKS } from "./scroll-furniture.look";

/**
 * The hero's attribute, spelled here rather than imported: the hero's behaviour is in the page's
 * first load and this script comes on first use, so an import would move its module into a chunk
 * of its own that both load. The type holds the spelling to the owner's.
 */
const SCROLL_TO: `${HERO_HOOKS.scrollTo}` = "data-scroll-to";

/**
 * What the floating button must never cover (issue 23): anything a visitor can press or type in.
 * Looked for on a grid of points over the button's box, widened by one step on each side, one step
 * apart: whatever is at least a step across and meets the box has a point on it.
 */
const CONTROLS = "a[href],button,input,select,textarea,summary,label,[tabindex]";
const PROBE_STEP_PX = 12;

function coversControl(button: HTMLElement, furniture: readonly Element[]): boolean {
  const box = button.getBoundingClientRect();
  for (let x = box.left - PROBE_STEP_PX; x <= box.right + PROBE_STEP_PX; x += PROBE_STEP_PX) {
    for (let y = box.top - PROBE_STEP_PX; y <= box.bottom + PROBE_STEP_PX; y += PROBE_STEP_PX) {
      for (const element of document.elementsFromPoint(x, y)) {
        if (element.closest(CONTROLS) && !furniture.some((part) => part.contains(element))) return true;
      }
    }
  }
  return false;
}

export interface FloatingButton {
  /**
   * Whether the button shows at `y`: past 30% of the window, with nothing it stands aside for in
   * view (ADR 075) and no control under it. Asked before the frame writes anything, so the layout
   * it reads is the one the browser has.
   */
  shows(y: number, viewportHeight: number): boolean;
  /** Draws it for the section in the window's middle, shown or not, with the page's progress. */
  draw(section: string | null, shown: boolean, y: number, progress: number): void;
  /** Watches what it stands aside for again: a block written anew brings its own. */
  watch(): void;
  dispose(): void;
}

/**
 * The home page's floating round button (docs/product.md §4.5): its label and action follow the
 * section across the window's middle (in place it scrolls to the audit form, elsewhere it opens a
 * new tab), its ring shows the page's progress only while the top bar does not, and it steps aside
 * while the audit form, the CRM band, the closing band or the footer is in view, or a link, button
 * or field is under it (the carousel's arrows on a phone). `redraw` is called when what it stands
 * aside for comes into view or leaves.
 */
export function floatingButton(
  root: Document,
  button: HTMLAnchorElement,
  furniture: readonly Element[],
  redraw: () => void,
): FloatingButton {
  const ring = button.querySelector<SVGCircleElement>(select(SCROLL_FURNITURE_HOOKS.floatingRing));
  const label = button.querySelector(select(SCROLL_FURNITURE_HOOKS.floatingLabel));
  // What it stands aside for (FLOATING_BUTTON_HOOKS.away), while any part of it is in the window:
  // told by the browser as it changes, so scrolling reads no layout for it.
  const awayInView = new Set<Element>();
  const away = new IntersectionObserver((entries) => {
    entries.forEach((entry) => (entry.isIntersecting ? awayInView.add(entry.target) : awayInView.delete(entry.target)));
    redraw();
  });
  // Written only when it changes: a label rewritten on every frame is work, and noise to a reader.
  let shownAction: FloatingAction | undefined;

  const showAction = (action: FloatingAction) => {
    shownAction = action;
    button.href = action.href;
    // In place, it scrolls (the `data-scroll-to` links of hero.behaviour.ts); elsewhere, a new tab.
    if (action.newTab) Object.assign(button, { target: "_blank", rel: "noopener" });
    else ["target", "rel"].forEach((name) => button.removeAttribute(name));
    if (action.newTab) button.removeAttribute(SCROLL_TO);
    else button.setAttribute(SCROLL_TO, "audit-section");
    if (label) label.textContent = action.label;
    button.querySelectorAll<HTMLElement>(select(SCROLL_FURNITURE_HOOKS.floatingIcon)).forEach((icon) => {
      icon.hidden = (icon.getAttribute(SCROLL_FURNITURE_HOOKS.floatingIcon) === "new-tab") !== action.newTab;
    });
  };

  return {
    shows: (y, viewportHeight) =>
      floatingButtonShown(y, viewportHeight) &&
      // Only what is still on the page: a block written anew while in view (the pricing section
      // after a tab's navigation) is never reported leaving.
      ![...awayInView].some((element) => element.isConnected) &&
      !coversControl(button, furniture),
    draw(section, shown, y, progress) {
      const action = floatingActionFor(section);
      if (action !== shownAction) showAction(action);
      fade(button, shown);
      swapClasses(button, shown, FURNITURE_LOOK.raised, FURNITURE_LOOK.lowered);
      // One progress at a time: the ring only while the top bar's is not showing.
      const ringShown = floatingRingShown(y);
      ring?.ownerSVGElement?.toggleAttribute("hidden", !ringShown);
      if (ringShown) ring?.setAttribute("stroke-dashoffset", String(FLOATING_RING * (1 - progress)));
    },
    watch() {
      awayInView.forEach((element) => element.isConnected || awayInView.delete(element));
      root.querySelectorAll(select(FLOATING_BUTTON_HOOKS.away)).forEach((element) => away.observe(element));
    },
    dispose: () => away.disconnect(),
  };
}
