import type { CSSProperties } from "react";
import { SCROLL_REVEAL } from "~/content/timings";
import { hook } from "~/lib/markup/data-hooks";

/** The four entrances of docs/product.md §4.4; the CSS for each is in app/tailwind.css. */
export type RevealKind = "fade-in" | "slide-in-left" | "slide-in-right" | "scale-in";

/**
 * The attributes of the scroll reveal (app/components/home/scroll-reveal.behaviour.ts): the
 * entrance (a `RevealKind`) and `once`, which `reveal` writes into the markup, and `revealed`, which
 * the script sets ("false" while it hides the element, "true" once shown). Here rather than in the
 * behaviour, because `reveal` is lib, and lib does not import components.
 */
export enum REVEAL_HOOKS {
  reveal = "data-reveal",
  once = "data-reveal-once",
  revealed = "data-revealed",
}

/** A delay (in stagger steps, any number) rounded to one of the stagger steps 0–5. */
export function staggerStep(delay: number): number {
  const rounded = Math.round(Number.isFinite(delay) ? delay : 0);
  return Math.min(Math.max(rounded, SCROLL_REVEAL.minStagger), SCROLL_REVEAL.maxStagger);
}

/**
 * The data attributes that mark an element for the scroll reveal. They change nothing by
 * themselves: the element shows as rendered until the reveal script hides it, and it only hides
 * elements that are off screen when it starts.
 */
export function reveal(kind: RevealKind, delay = 0, once = false) {
  return {
    ...hook(REVEAL_HOOKS.reveal, kind),
    // The step as a custom property the reveal's transition-delay reads (one CSS rule for all steps).
    style: { "--reveal-stagger": staggerStep(delay) } as CSSProperties,
    ...(once ? hook(REVEAL_HOOKS.once) : {}),
  };
}

/**
 * The next state of a revealed element: null leaves it as it is. The first reading only hides
 * what is off screen; later, entering shows it and leaving hides it again unless it shows once.
 */
export function revealState(first: boolean, visible: boolean, once: boolean, shown: boolean): boolean | null {
  if (first) return visible ? null : false;
  if (visible) return true;
  return once && shown ? null : false;
}
