import { homeSectionOrder, sideDots } from "~/content/home";
import { SCROLL_TRACKING } from "~/content/timings";
import { select, SERVER_MARKUP_HOOKS } from "~/lib/markup/data-hooks";
import type { RENDER_ON_VIEW } from "~/lib/motion/render-on-view";
import { currentScroll, subscribeScroll } from "~/lib/motion/scroll-store";
import { prefersReducedMotion } from "~/lib/motion/reduced-motion";
import {
  lastStartedBefore,
  progressBarShown,
  promoBannerHidden,
  scrollProgress,
  sectionAt,
  type SectionBox,
} from "~/lib/motion/scroll";
import { nextOpacity, sectionOpacity } from "~/lib/motion/section-fade";
import { swapClasses } from "~/lib/ui/dom";
import { floatingButton } from "./floating-button.behaviour";
import { fade, FURNITURE_LOOK, SCROLL_FURNITURE_HOOKS } from "./scroll-furniture.look";

/**
 * The drawing of sections on view's attribute, spelled here rather than imported: it is in the
 * page's first load and this script comes on first use, so an import would move its module into a
 * chunk of its own that both load. The type holds the spelling to the owner's.
 */
const DRAWN_ON_VIEW: typeof RENDER_ON_VIEW = "data-render-on-view";

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

/**
 * The home page's scroll furniture and scroll-driven looks (docs/product.md §4.5), all on the one
 * scroll listener (lib/motion/scroll-store.ts): it puts the furniture's template on the page (the
 * progress bar after 100 px, the side dots, the floating round button of floating-button.behaviour.ts),
 * fades the sections at the window's edges, tints the accent by the section in the middle once it has held
 * for 150 ms, and fades what is marked `data-hides-on-scroll` (the promo banner) below 25 px. Its
 * links scroll through hero.behaviour.ts's `data-scroll-to`. Geometry is read on start and when
 * the page or the window changes size, so scrolling reads no layout but the floating button's look
 * for a control under it. Returns the function that
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
  const awayOnScroll = [...root.querySelectorAll(select(SCROLL_FURNITURE_HOOKS.hidesOnScroll))];
  const html = root.documentElement;

  let geometry = measure(root);
  const floating = button && floatingButton(root, button, parts, () => draw());
  let y = -1;
  let themeTimer: ReturnType<typeof setTimeout> | undefined;
  /** What is drawn now: the lit side dot, the section tinting the page. */
  const shown: { dot?: string | null; section?: string | null } = {};

  const draw = () => {
    const middle = y + geometry.viewportHeight / 2;
    const progress = scrollProgress(y, geometry.scrollHeight, geometry.viewportHeight);
    const barShown = progressBarShown(y);
    // Read before anything is written, so the layout asked for is the one the browser has.
    const floatingShown = floating?.shows(y, geometry.viewportHeight) ?? false;
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
    floating?.draw(current, floatingShown, y, progress);
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
    floating?.watch();
    draw();
  };

  floating?.watch();
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
    floating?.dispose();
    window.removeEventListener("resize", onResize);
    clearTimeout(themeTimer);
    parts.forEach((part) => part.remove());
    geometry.faders.forEach(({ element }) => paintOpacity(element, 1));
    awayOnScroll.forEach((element) => swapClasses(element, false, FURNITURE_LOOK.hidden, ""));
    html.removeAttribute(SCROLL_FURNITURE_HOOKS.activeSection);
  };
}
