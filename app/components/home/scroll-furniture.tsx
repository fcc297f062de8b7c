import { useCallback, useEffect, useState } from "react";
import { UiIcon } from "~/components/ui/ui-icon";
import { floatingButtonActions, homeSectionOrder, sideDots } from "~/content/home";
import { HASH_SCROLL_DELAY_MS, SCROLL_TRACKING } from "~/content/timings";
import { useScroll } from "~/hooks/use-scroll";
import { useCounters } from "~/hooks/use-counters";
import { useScrollReveal } from "~/hooks/use-scroll-reveal";
import { prefersReducedMotion } from "~/lib/motion/reduced-motion";
import { nextOpacity, sectionOpacity } from "~/lib/motion/section-fade";
import { scrollToSection } from "~/lib/motion/scroll-to";
import {
  floatingButtonShown,
  lastStartedBefore,
  progressBarShown,
  scrollProgress,
  sectionAt,
  type ScrollSample,
  type SectionBox,
} from "~/lib/motion/scroll";

const SECTION_IDS = ["hero", ...homeSectionOrder, "dashboard"];
const RING = 2 * Math.PI * 22;

/**
 * A section that fades by its place in the window: a child of `[data-fade-sections]`, or a child of
 * one of its server-markup wrappers, which take no box of their own (docs/decisions/033).
 */
const FADER_SELECTOR =
  "[data-fade-sections] > :not([data-server-markup]), [data-fade-sections] > [data-server-markup] > *";
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

function measure(): Geometry {
  const box = (id: string): SectionBox | null => {
    const element = document.getElementById(id);
    if (!element) return null;
    const rect = element.getBoundingClientRect();
    return { id, top: rect.top + window.scrollY, bottom: rect.bottom + window.scrollY };
  };
  const present = (b: SectionBox | null): b is SectionBox => b !== null;
  const fader = (element: HTMLElement): Fader => {
    const rect = element.getBoundingClientRect();
    return { element, top: rect.top + window.scrollY, bottom: rect.bottom + window.scrollY };
  };
  return {
    sections: SECTION_IDS.map(box).filter(present),
    // Under reduced motion nothing fades: there are no faders to drive.
    faders: prefersReducedMotion() ? [] : [...document.querySelectorAll<HTMLElement>(FADER_SELECTOR)].map(fader),
    dots: sideDots.map((dot) => box(dot.target)).filter(present),
    scrollHeight: document.documentElement.scrollHeight,
    viewportHeight: window.innerHeight,
  };
}

/** Page geometry, read once on load and again only when the page or the window changes size. */
function useGeometry(): Geometry | null {
  const [geometry, setGeometry] = useState<Geometry | null>(null);
  useEffect(() => {
    const update = () => setGeometry(measure());
    update();
    const observer = new ResizeObserver(update);
    observer.observe(document.body);
    window.addEventListener("resize", update);
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", update);
    };
  }, []);
  return geometry;
}

/** A hash in the address scrolls to its section once the page has settled (docs/product.md §4.5). */
function useHashScroll() {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (!id) return;
    const timer = setTimeout(() => scrollToSection(id), HASH_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
}

const opacityOf = (element: HTMLElement) => (element.style.opacity === "" ? 1 : Number(element.style.opacity));

/** Fully opaque is no style at all, as the server sent it. */
function paintOpacity(element: HTMLElement, opacity: number) {
  element.style.opacity = opacity === 1 ? "" : opacity.toFixed(3);
}

/**
 * Sections fade through the window's edge zones (docs/product.md §4.5): on each scroll reading, an
 * opacity written straight onto the server's markup from the measured geometry, so scrolling reads
 * no layout; small changes are skipped and sections off screen or in the middle keep none.
 */
function useSectionFade(y: number, geometry: Geometry | null) {
  useEffect(() => {
    if (!geometry) return;
    for (const { element, top, bottom } of geometry.faders) {
      const current = opacityOf(element);
      const next = nextOpacity(current, sectionOpacity(top - y, bottom - y, geometry.viewportHeight));
      if (next !== current) paintOpacity(element, next);
    }
  }, [y, geometry]);
  useEffect(() => () => geometry?.faders.forEach(({ element }) => paintOpacity(element, 1)), [geometry]);
}

/**
 * The section across the window's middle sets the colour theme once it has held for 150 ms, so
 * scrolling past a section does not flash its tint (app/tailwind.css reads `data-active-section`).
 */
function useSectionTheme(section: string | null) {
  useEffect(() => {
    const root = document.documentElement;
    const timer = setTimeout(() => {
      if (section) root.dataset.activeSection = section;
      else delete root.dataset.activeSection;
    }, SCROLL_TRACKING.themeUpdateDelayMs);
    return () => clearTimeout(timer);
  }, [section]);
  useEffect(() => () => void delete document.documentElement.dataset.activeSection, []);
}

/** Scroll position rounded to whole pixels: enough for everything drawn here. */
const scrollY = (sample: ScrollSample) => Math.round(sample.y);

/**
 * The home page's scroll furniture (docs/product.md §4.5), all driven by the one scroll listener:
 * the reading-progress bar after 100 px, the side dots (Home, Solutions, Audit, Features, Pricing,
 * from 1024 px), and the floating round button after 30% of the window height, whose label and
 * action follow the section across the viewport's middle. None of it is in the server's HTML and
 * all of it is fixed, so it never moves the page; the page works the same without it. It also
 * starts the page's scroll reveal, its counters and the delayed scroll to a hash in the address,
 * fades the sections at the window's edges and tints the accent by the section in the middle.
 */
export function ScrollFurniture() {
  const y = useScroll(scrollY, 0);
  const geometry = useGeometry();
  useHashScroll();
  useScrollReveal();
  useCounters();
  const onAudit = useCallback((event: React.MouseEvent) => {
    if (scrollToSection("audit-section")) event.preventDefault();
  }, []);
  const middle = geometry ? y + geometry.viewportHeight / 2 : 0;
  const current = geometry ? sectionAt(geometry.sections, middle) : null;
  useSectionFade(y, geometry);
  useSectionTheme(current);
  if (!geometry) return null;

  const progress = scrollProgress(y, geometry.scrollHeight, geometry.viewportHeight);
  const action =
    current === "audit-section" || current === "features" || current === "pricing"
      ? floatingButtonActions[current]
      : floatingButtonActions.default;
  const activeDot = lastStartedBefore(geometry.dots, middle);
  const barShown = progressBarShown(y);
  const floating = floatingButtonShown(y, geometry.viewportHeight);
  const fade = (shown: boolean) =>
    `transition-[opacity,transform,visibility] ${shown ? "opacity-100" : "invisible opacity-0"}`;

  return (
    <>
      <div
        aria-hidden="true"
        data-progress-bar
        className={`fixed inset-x-0 top-0 z-40 h-0.5 origin-left bg-accent ${fade(barShown)}`}
        style={{ transform: `scaleX(${progress})` }}
      />
      <nav
        aria-label="Page sections"
        data-side-dots
        className={`fixed top-1/2 right-3 z-30 hidden -translate-y-1/2 lg:block ${fade(barShown)}`}
      >
        <ul className="flex flex-col">
          {sideDots.map((dot) => {
            const active = dot.target === activeDot;
            return (
              <li key={dot.target}>
                <a
                  href={`#${dot.target}`}
                  aria-current={active ? "true" : undefined}
                  onClick={(event) => {
                    if (scrollToSection(dot.target)) event.preventDefault();
                  }}
                  className="group flex size-11 items-center justify-center"
                >
                  <span
                    aria-hidden="true"
                    className={`rounded-full transition-all ${active ? "size-3 bg-accent" : "size-2 bg-border-strong group-hover:bg-fg-muted"}`}
                  />
                  <span className="pointer-events-none absolute right-12 rounded-md border border-border bg-surface-raised px-2 py-1 text-xs font-medium whitespace-nowrap text-fg opacity-0 shadow-card transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100">
                    {dot.label}
                  </span>
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
      <a
        href={action.href}
        data-floating-button
        {...(action.newTab ? { target: "_blank", rel: "noopener" } : { onClick: onAudit })}
        className={`fixed right-4 bottom-4 z-30 flex h-14 items-center gap-2 rounded-full bg-accent-solid pr-1 text-on-accent shadow-pop hover:bg-accent-solid-hover max-sm:pr-1 sm:right-6 sm:bottom-6 sm:pl-5 ${fade(
          floating,
        )} ${floating ? "translate-y-0" : "translate-y-2"}`}
      >
        <span className="text-sm font-semibold whitespace-nowrap max-sm:sr-only">{action.label}</span>
        <span className="relative flex size-12 items-center justify-center">
          <svg aria-hidden="true" viewBox="0 0 48 48" className="absolute inset-0 -rotate-90">
            <circle cx="24" cy="24" r="22" fill="none" strokeWidth="2.5" className="stroke-on-accent/25" />
            <circle
              cx="24"
              cy="24"
              r="22"
              fill="none"
              strokeWidth="2.5"
              strokeLinecap="round"
              strokeDasharray={RING}
              strokeDashoffset={RING * (1 - progress)}
              className="stroke-on-accent"
            />
          </svg>
          <UiIcon name={action.newTab ? "external-link" : "arrow-right"} className="size-5" />
        </span>
      </a>
    </>
  );
}
