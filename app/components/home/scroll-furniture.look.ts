import { swapClasses } from "~/lib/ui/dom";

/**
 * The attributes the scroll furniture's markup (scroll-furniture.markup.tsx) and the page around it
 * carry for its scripts (scroll-furniture.behaviour.ts, floating-button.behaviour.ts).
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
 * The classes the scroll furniture is drawn with and its scripts swap: one list, so the server and
 * the scripts agree.
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

/** The floating button's progress ring: the circumference of its 22-unit circle. */
export const FLOATING_RING = 2 * Math.PI * 22;

/** Shows or hides a part of the furniture with its fade. */
export const fade = (element: Element | null | undefined, shown: boolean) =>
  element && swapClasses(element, shown, FURNITURE_LOOK.shown, FURNITURE_LOOK.hidden);
