import { HEADLINE_ROTATION, MOCK_DASHBOARD } from "~/content/hero-timings";
import { select } from "~/lib/markup/data-hooks";
import { startCycle } from "~/lib/motion/cycle";
import { MOBILE_QUERY } from "~/lib/motion/device";
import { REDUCED_MOTION_QUERY } from "~/lib/motion/reduced-motion";
import { jumpsToFragment, renderAllSections } from "~/lib/motion/render-on-view";
import { scrollToSection } from "~/lib/motion/scroll-to";
import { rotateWords, swapClasses } from "~/lib/ui/dom";
import type { CAROUSEL_HOOKS } from "./testimonials.behaviour";

/** The attributes the hero's markup (hero.markup.tsx, mock-dashboard.markup.tsx) carries for this script. */
export enum HERO_HOOKS {
  /** The headline's rotating phrase, its phrases `|`-separated in `phrases`. */
  headlinePhrase = "data-headline-phrase",
  phrases = "data-phrases",
  /** The word shown, and the stand-in for screen readers while another shows. */
  headlineWord = "data-headline-word",
  headlineFirst = "data-headline-first",
  /** The mock dashboard, the metric lit as its value; its views' tabs and its metrics' tiles. */
  mockDashboard = "data-mock-dashboard",
  metric = "data-metric",
  dashboardTab = "data-dashboard-tab",
  dashboardTile = "data-dashboard-tile",
  /**
   * A link that scrolls to the section named (any on the page: the scroll furniture's too), and
   * how many window heights to scroll where that section is missing.
   */
  scrollTo = "data-scroll-to",
  scrollFallback = "data-scroll-fallback",
}

/**
 * The carousel's dots, spelled here rather than imported: the hero runs at once and the carousel
 * on first use, so an import would bring the carousel into the page's first load. The type holds
 * the spelling to the carousel's.
 */
const CAROUSEL_DOT_HOOK: `${CAROUSEL_HOOKS.dot}` = "data-carousel-dot";

/** The mock dashboard's looks: the view shown and the others, the highlighted metric and the others. */
export const DASHBOARD_LOOK = {
  currentTab: "bg-surface-raised text-fg shadow-card ring-1 ring-border",
  tab: "text-fg-subtle",
  highlight: "bg-accent-soft ring-1 ring-accent",
  tile: "bg-surface",
} as const;

/**
 * The hero's behaviour in the browser (the hero is server markup, docs/decisions/036): the
 * headline's phrase rotates, the mock dashboard cycles its view and its highlighted metric while
 * on screen, and links marked `data-scroll-to` scroll to their section; before any jump within
 * the page, the sections waiting to be drawn are drawn (render-on-view.ts). No motion under reduced
 * motion. Returns the function that stops it all.
 */
export function attachHero(root: Document = document): () => void {
  const reduced = window.matchMedia(REDUCED_MOTION_QUERY);
  const stops: Array<() => void> = [];
  const headline = root.querySelector<HTMLElement>(select(HERO_HOOKS.headlinePhrase));
  const dashboard = root.querySelector<HTMLElement>(select(HERO_HOOKS.mockDashboard));
  if (headline) stops.push(rotateHeadline(headline));
  if (dashboard) stops.push(cycleDashboard(dashboard, reduced));

  // In the capture phase, ahead of the delegated link handler of server markup.
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    const link = event.target instanceof Element ? event.target.closest(select(HERO_HOOKS.scrollTo)) : null;
    const section = link?.getAttribute(HERO_HOOKS.scrollTo);
    if (!link || !section) {
      // The browser's own jump to a fragment lands right only once the sections before it are
      // drawn (scrollToSection draws them itself; a carousel's dots move its list, not the page).
      const anchor =
        event.target instanceof Element ? event.target.closest(`a[href]:not(${select(CAROUSEL_DOT_HOOK)})`) : null;
      if (anchor && jumpsToFragment(anchor, window.location)) renderAllSections(root);
      return;
    }
    const fallback = link.getAttribute(HERO_HOOKS.scrollFallback);
    if (scrollToSection(section, fallback ? Number(fallback) : undefined)) event.preventDefault();
  };
  root.addEventListener("click", onClick, true);
  stops.push(() => root.removeEventListener("click", onClick, true));
  return () => stops.forEach((stop) => stop());
}

/**
 * The headline's phrases (`data-phrases`, as the server wrote them), rolling in their slot and held
 * while the headline is pointed at (`rotateWords`); while another shows, the first is written into `data-headline-first` to stand in
 * for screen readers, and the moving one is hidden from them.
 */
function rotateHeadline(phrase: HTMLElement): () => void {
  const word = phrase.querySelector<HTMLElement>(select(HERO_HOOKS.headlineWord));
  const first = phrase.parentElement?.querySelector<HTMLElement>(select(HERO_HOOKS.headlineFirst));
  const phrases = (phrase.getAttribute(HERO_HOOKS.phrases) ?? "").split("|");
  if (!word) return () => undefined;
  return rotateWords(word, phrases, HEADLINE_ROTATION, phrase.closest("h1") ?? phrase, (index) => {
    const rotated = index !== 0;
    if (first) first.textContent = rotated ? (phrases[0] ?? "") : "";
    if (rotated) phrase.setAttribute("aria-hidden", "true");
    else phrase.removeAttribute("aria-hidden");
  });
}

/**
 * The dashboard's view every 8 s and highlighted metric every 5 s (10 s and 6 s on mobile), while
 * it is on screen, the tab shown and motion welcome; stopped, it keeps its view and lights no metric.
 */
function cycleDashboard(figure: HTMLElement, reduced: MediaQueryList): () => void {
  const tabs = [...figure.querySelectorAll<HTMLElement>(select(HERO_HOOKS.dashboardTab))];
  const tiles = [...figure.querySelectorAll<HTMLElement>(select(HERO_HOOKS.dashboardTile))];
  const mobile = window.matchMedia(MOBILE_QUERY);
  let tab = 0;
  let metric = 0;
  let inView = false;
  let stopCycles: (() => void) | undefined;

  const paint = (running: boolean) => {
    tabs.forEach((element, index) => {
      const current = index === tab;
      swapClasses(element, current, DASHBOARD_LOOK.currentTab, DASHBOARD_LOOK.tab);
      if (current) element.setAttribute("aria-current", "true");
      else element.removeAttribute("aria-current");
    });
    tiles.forEach((element, index) => {
      const lit = running && index === metric;
      swapClasses(element, lit, DASHBOARD_LOOK.highlight, DASHBOARD_LOOK.tile);
    });
    figure.setAttribute(HERO_HOOKS.metric, String(metric));
  };
  const update = () => {
    stopCycles?.();
    stopCycles = undefined;
    const running = inView && document.visibilityState === "visible" && !reduced.matches;
    paint(running);
    if (!running) return;
    const step = (count: number, ms: { desktop: number; mobile: number }, from: number, set: (next: number) => void) =>
      startCycle(count, mobile.matches ? ms.mobile : ms.desktop, from, (next) => {
        set(next);
        paint(true);
      });
    const cycles = [
      step(
        tabs.length,
        { desktop: MOCK_DASHBOARD.tabIntervalMs, mobile: MOCK_DASHBOARD.tabIntervalMobileMs },
        tab,
        (next) => (tab = next),
      ),
      step(
        tiles.length,
        { desktop: MOCK_DASHBOARD.metricIntervalMs, mobile: MOCK_DASHBOARD.metricIntervalMobileMs },
        metric,
        (next) => (metric = next),
      ),
    ];
    stopCycles = () => cycles.forEach((stop) => stop());
  };

  const observer = new IntersectionObserver(([entry]) => {
    inView = Boolean(entry?.isIntersecting);
    update();
  });
  observer.observe(figure);
  document.addEventListener("visibilitychange", update);
  mobile.addEventListener("change", update);
  reduced.addEventListener("change", update);
  return () => {
    stopCycles?.();
    observer.disconnect();
    document.removeEventListener("visibilitychange", update);
    mobile.removeEventListener("change", update);
    reduced.removeEventListener("change", update);
  };
}
