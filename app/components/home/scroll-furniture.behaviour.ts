import { homeSectionOrder, sideDots } from "~/content/home";
import { SCROLL_TRACKING } from "~/content/timings";
import { select, SERVER_MARKUP_HOOKS } from "~/lib/markup/data-hooks";
import { FLOATING_BUTTON_HOOKS } from "~/lib/motion/floating-button-hooks";
import type { RENDER_ON_VIEW } from "~/lib/motion/render-on-view";
import { currentScroll, subscribeScroll } from "~/lib/motion/scroll-store";
import { prefersReducedMotion } from "~/lib/motion/reduced-motion";
import {
  floatingActionFor,
  floatingButtonShown,
  floatingRingShown,
  lastStartedBefore,
  progressBarShown,
  promoBannerHidden,
  scrollProgress,
  sectionAt,
  type FloatingAction,
  type SectionBox,
} from "~/lib/motion/scroll";
import { nextOpacity, sectionOpacity } from "~/lib/motion/section-fade";
import { swapClasses } from "~/lib/ui/dom";
import type { HERO_HOOKS } from "./hero.behaviour";

/**
 * The attributes the scroll furniture's markup (scroll-furniture.markup.tsx) and the page around it
 * carry for this script.
 */
export enum SCROLL_FURNITURE_HOOKS {
  /** The <template> the furniture waits in, and its parts. */
  furniture = "data-scroll-furniture",
  progressBar = "data-progress-bar",
  sideDots = "data-side-dots",
  /** A side dot, its section's id as the value. */
  sideDot = "data-side-dot",
  floatingButton = "data-floating-button",
  floatingRing = "data-floating-ring",
  floatingLabel = "data-floating-label",
  /** The floating button's two icons, "new-tab" and "in-page". */
  floatingIcon = "data-floating-icon",
  /** What fades away once the page is scrolled (the promo banner, promo-banner.markup.tsx). */
  hidesOnScroll = "data-hides-on-scroll",
  /** The element whose blocks fade at the window's edges (the home route's <main>). */
  fadeSections = "data-fade-sections",
  /** Set on <html>: the section in the window's middle, which tints the accent (app/tailwind.css). */
  activeSection = "data-active-section",
}

/**
 * Attributes of others, spelled here rather than imported: the hero's behaviour and the drawing of
 * sections on view are in the page's first load and this script comes on first use, so an import
 * would move their modules into a chunk of their own that both load. Their types hold the
 * spellings to the owners'.
 */
const SCROLL_TO: `${HERO_HOOKS.scrollTo}` = "data-scroll-to";
const DRAWN_ON_VIEW: typeof RENDER_ON_VIEW = "data-render-on-view";

/**
 * The classes the scroll furniture (scroll-furniture.markup.tsx) is drawn with and this script
 * swaps: one list, so the server and the script agree.
 */
export const FURNITURE_LOOK = {
  fade: "transition-[opacity,transform,visibility]",
  shown: "opacity-100",
  hidden: "invisible opacity-0",
  raised: "translate-y-0",
  lowered: "translate-y-2",
  activeDot: "size-3 bg-accent",
  dot: "size-2 bg-border-strong group-hover:bg-fg-muted",
} as const;

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

/** The floating button's progress ring: the circumference of its 22-unit circle. */
export const FLOATING_RING = 2 * Math.PI * 22;

const SECTION_IDS = ["hero", ...homeSectionOrder, "dashboard"];

const FADE_SECTIONS = select(SCROLL_FURNITURE_HOOKS.fadeSections);

/**
 * A block that fades by its place in the window: a child of `[data-fade-sections]`, or a child of
 * one of its server-markup wrappers, which take no box of their own (docs/decisions/033): the hero,
 * and the wrappers of the sections drawn as they come into view (docs/decisions/039).
 */
const MARKUP = select(SERVER_MARKUP_HOOKS.root);
const FADER_SELECTOR = `${FADE_SECTIONS} > :not(${MARKUP}), ${FADE_SECTIONS} > ${MARKUP} > *`;

interface Fader {
  element: HTMLElement;
  top: number;
  bottom: number;
}

interface Geometry {
  sections: SectionBox[];
  faders: Fader[];
  dots: SectionBox[];
  scrollHeight: number;
  viewportHeight: number;
}

function measure(root: Document): Geometry {
  const place = (element: Element) => {
    const rect = element.getBoundingClientRect();
    return { top: rect.top + window.scrollY, bottom: rect.bottom + window.scrollY };
  };
  // A section waiting to be drawn is measured by its wrapper, the same box: asking the section
  // itself would make the browser lay out what it is waiting to draw (docs/decisions/039).
  const boxes = (ids: readonly string[]) =>
    ids.flatMap((id) => {
      const element = root.getElementById(id);
      return element ? [{ id, ...place(element.closest(select(DRAWN_ON_VIEW)) ?? element) }] : [];
    });
  return {
    sections: boxes(SECTION_IDS),
    // Under reduced motion nothing fades: there are no faders to drive.
    faders: prefersReducedMotion()
      ? []
      : [...root.querySelectorAll<HTMLElement>(FADER_SELECTOR)].map((element) => ({ element, ...place(element) })),
    dots: boxes(sideDots.map((dot) => dot.target)),
    scrollHeight: root.documentElement.scrollHeight,
    viewportHeight: window.innerHeight,
  };
}

/** Fully opaque is no style at all, as the server sent it. */
function paintOpacity(element: HTMLElement, opacity: number) {
  element.style.opacity = opacity === 1 ? "" : opacity.toFixed(3);
}
const opacityOf = (element: HTMLElement) => (element.style.opacity === "" ? 1 : Number(element.style.opacity));

const fade = (element: Element | null | undefined, shown: boolean) =>
  element && swapClasses(element, shown, FURNITURE_LOOK.shown, FURNITURE_LOOK.hidden);

/**
 * The home page's scroll furniture and scroll-driven looks (docs/product.md §4.5), all on the one
 * scroll listener (lib/motion/scroll-store.ts): it puts the furniture's template on the page (the
 * progress bar after 100 px, the side dots, the floating round button after 30% of the window
 * height, whose label and action follow the section across the viewport's middle, whose ring shows
 * only while the bar does not, and which steps aside while the audit form, the CRM band, the closing
 * band or the footer is in view (ADR 075) or a link, button or field is under it, such as the
 * carousel's arrows on a phone), fades the
 * sections at the window's edges, tints the accent by the section in the middle once it has held
 * for 150 ms, and fades what is marked `data-hides-on-scroll` (the promo banner) below 25 px. Its
 * links scroll through hero.behaviour.ts's `data-scroll-to`. Geometry is read on start and when
 * the page or the window changes size, so scrolling reads no layout. Returns the function that
 * takes it all away.
 */
export function attachHomeScroll(root: Document): () => void {
  const template = root.querySelector<HTMLTemplateElement>(`template${select(SCROLL_FURNITURE_HOOKS.furniture)}`);
  const parts = template ? [...(template.content.cloneNode(true) as DocumentFragment).children] : [];
  const after = template?.nextSibling ?? null;
  parts.forEach((part) => template?.parentNode?.insertBefore(part, after));
  const find = <T extends Element>(selector: string) => parts.find((part) => part.matches(selector)) as T | undefined;
  const bar = find<HTMLElement>(select(SCROLL_FURNITURE_HOOKS.progressBar));
  const nav = find<HTMLElement>(select(SCROLL_FURNITURE_HOOKS.sideDots));
  const button = find<HTMLAnchorElement>(select(SCROLL_FURNITURE_HOOKS.floatingButton));
  const ring = button?.querySelector<SVGCircleElement>(select(SCROLL_FURNITURE_HOOKS.floatingRing));
  const label = button?.querySelector(select(SCROLL_FURNITURE_HOOKS.floatingLabel));
  const awayOnScroll = [...root.querySelectorAll(select(SCROLL_FURNITURE_HOOKS.hidesOnScroll))];
  const html = root.documentElement;

  let geometry = measure(root);
  // What the button stands aside for (FLOATING_BUTTON_HOOKS.away), while any part of it is in the
  // window: told by the browser as it changes, so scrolling reads no layout for it.
  const awayInView = new Set<Element>();
  const away = new IntersectionObserver((entries) => {
    entries.forEach((entry) => (entry.isIntersecting ? awayInView.add(entry.target) : awayInView.delete(entry.target)));
    draw();
  });
  const watchAway = () => {
    // A block written anew (the audit form sent back refused) brings its own.
    awayInView.forEach((element) => element.isConnected || awayInView.delete(element));
    root.querySelectorAll(select(FLOATING_BUTTON_HOOKS.away)).forEach((element) => away.observe(element));
  };
  let y = -1;
  let themeTimer: ReturnType<typeof setTimeout> | undefined;
  /** What is drawn now: the lit side dot, the floating button's action, the section tinting the page. */
  const shown: {
    dot?: string | null;
    action?: FloatingAction;
    section?: string | null;
  } = {};

  const draw = () => {
    const middle = y + geometry.viewportHeight / 2;
    const progress = scrollProgress(y, geometry.scrollHeight, geometry.viewportHeight);
    const barShown = progressBarShown(y);
    // It stands aside while what it would repeat or cover is in view (ADR 075), and while a control
    // is under it: read before anything is written, so the layout asked for is the one the browser has.
    const floating =
      floatingButtonShown(y, geometry.viewportHeight) &&
      // Only what is still on the page: a block written anew while in view (the pricing section
      // after a tab's navigation) is never reported leaving.
      ![...awayInView].some((element) => element.isConnected) &&
      !(button && coversControl(button, parts));
    fade(bar, barShown);
    fade(nav, barShown);
    if (bar) bar.style.transform = `scaleX(${progress})`;
    const activeDot = lastStartedBefore(geometry.dots, middle);
    if (activeDot !== shown.dot) {
      shown.dot = activeDot;
      nav?.querySelectorAll(select(SCROLL_FURNITURE_HOOKS.sideDot)).forEach((dot) => {
        const active = dot.getAttribute(SCROLL_FURNITURE_HOOKS.sideDot) === activeDot;
        if (active) dot.setAttribute("aria-current", "true");
        else dot.removeAttribute("aria-current");
        if (dot.firstElementChild)
          swapClasses(dot.firstElementChild, active, FURNITURE_LOOK.activeDot, FURNITURE_LOOK.dot);
      });
    }

    const current = sectionAt(geometry.sections, middle);
    if (button) {
      const action = floatingActionFor(current);
      // Written only when it changes: a label rewritten on every frame is work, and noise to a reader.
      if (action !== shown.action) {
        shown.action = action;
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
      }
      fade(button, floating);
      swapClasses(button, floating, FURNITURE_LOOK.raised, FURNITURE_LOOK.lowered);
      // One progress at a time: the ring only while the top bar's is not showing.
      const ringShown = floatingRingShown(y);
      ring?.ownerSVGElement?.toggleAttribute("hidden", !ringShown);
      if (ringShown) ring?.setAttribute("stroke-dashoffset", String(FLOATING_RING * (1 - progress)));
    }
    awayOnScroll.forEach((element) => swapClasses(element, promoBannerHidden(y), FURNITURE_LOOK.hidden, ""));

    for (const { element, top, bottom } of geometry.faders) {
      const now = opacityOf(element);
      const next = nextOpacity(now, sectionOpacity(top - y, bottom - y, geometry.viewportHeight));
      if (next !== now) paintOpacity(element, next);
    }
    if (current !== shown.section) {
      shown.section = current;
      clearTimeout(themeTimer);
      themeTimer = setTimeout(() => {
        if (current) html.setAttribute(SCROLL_FURNITURE_HOOKS.activeSection, current);
        else html.removeAttribute(SCROLL_FURNITURE_HOOKS.activeSection);
      }, SCROLL_TRACKING.themeUpdateDelayMs);
    }
  };
  const onScroll = () => {
    const next = Math.round(currentScroll().y);
    if (next === y) return;
    y = next;
    draw();
  };
  const onResize = () => {
    geometry = measure(root);
    watchAway();
    draw();
  };

  watchAway();
  const unsubscribe = subscribeScroll(onScroll);
  onScroll();
  const observer = new ResizeObserver(onResize);
  observer.observe(root.body);
  // A block written anew (the pricing section after a tab's navigation) brings new sections to fade.
  const replaced = new MutationObserver(onResize);
  root.querySelectorAll(`${FADE_SECTIONS} > ${MARKUP}`).forEach((block) => {
    replaced.observe(block, { childList: true });
  });
  window.addEventListener("resize", onResize);
  // What settles after the scroll (a section revealed, rising into place) may settle under the button.
  root.addEventListener("transitionend", draw);

  return () => {
    root.removeEventListener("transitionend", draw);
    unsubscribe();
    observer.disconnect();
    replaced.disconnect();
    away.disconnect();
    window.removeEventListener("resize", onResize);
    clearTimeout(themeTimer);
    parts.forEach((part) => part.remove());
    geometry.faders.forEach(({ element }) => paintOpacity(element, 1));
    awayOnScroll.forEach((element) => swapClasses(element, false, FURNITURE_LOOK.hidden, ""));
    html.removeAttribute(SCROLL_FURNITURE_HOOKS.activeSection);
  };
}
