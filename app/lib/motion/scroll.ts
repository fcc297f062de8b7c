import { floatingButtonActions } from "~/content/home";
import {
  FLOATING_BUTTON_SCROLL_RATIO,
  PROGRESS_BAR_SCROLL_PX,
  PROMO_BANNER_SCROLL_PX,
  SCROLL_TRACKING,
} from "~/content/timings";

/** One reading of the page's scroll, as the single scroll listener keeps it (docs/product.md §4.5). */
export interface ScrollSample {
  y: number;
  time: number;
  direction: "up" | "down" | "none";
  /** Pixels per millisecond, signed, over the momentum window. */
  velocity: number;
  /** Where the momentum window started. */
  anchor: { y: number; time: number };
  scrolling: boolean;
}

export const restingScroll: ScrollSample = {
  y: 0,
  time: 0,
  direction: "none",
  velocity: 0,
  anchor: { y: 0, time: 0 },
  scrolling: false,
};

/** The next sample: direction from the last reading, velocity over the last 300 ms (momentum). */
export function nextSample(previous: ScrollSample, y: number, time: number): ScrollSample {
  const anchor =
    time - previous.anchor.time > SCROLL_TRACKING.momentumMs ? { y: previous.y, time: previous.time } : previous.anchor;
  const span = time - anchor.time;
  const direction = y > previous.y ? "down" : y < previous.y ? "up" : previous.direction;
  return { y, time, direction, velocity: span > 0 ? (y - anchor.y) / span : 0, anchor, scrolling: true };
}

/** How far down the page is read, 0–1. */
export function scrollProgress(y: number, scrollHeight: number, viewportHeight: number): number {
  const range = scrollHeight - viewportHeight;
  return range > 0 ? Math.min(Math.max(y / range, 0), 1) : 0;
}

export const promoBannerHidden = (y: number) => y > PROMO_BANNER_SCROLL_PX;
export const progressBarShown = (y: number) => y > PROGRESS_BAR_SCROLL_PX;
export const floatingButtonShown = (y: number, viewportHeight: number) =>
  y > viewportHeight * FLOATING_BUTTON_SCROLL_RATIO;
/** The floating button's progress ring, only while the top bar's is not showing: one progress at a time (ADR 075). */
export const floatingRingShown = (y: number) => !progressBarShown(y);

export type FloatingAction = (typeof floatingButtonActions)[keyof typeof floatingButtonActions];

/** The floating button's label and action for the section across the window's middle (docs/product.md §4.5). */
export function floatingActionFor(section: string | null): FloatingAction {
  return section === "audit-section" || section === "features" || section === "pricing"
    ? floatingButtonActions[section]
    : floatingButtonActions.default;
}

export interface SectionBox {
  id: string;
  top: number;
  bottom: number;
}

/** The section spanning the line at `y` (page coordinates), if any. */
export function sectionAt(sections: readonly SectionBox[], y: number): string | null {
  return sections.find((section) => section.top <= y && y < section.bottom)?.id ?? null;
}

/** The last of `sections` (in page order) whose top is at or above `y`: the side dot to light. */
export function lastStartedBefore(sections: readonly SectionBox[], y: number): string | null {
  let found: string | null = null;
  for (const section of sections) if (section.top <= y) found = section.id;
  return found;
}
