import { SCROLL_REVEAL } from "~/content/timings";
import { prefersReducedMotion } from "~/lib/motion/reduced-motion";
import { select } from "~/lib/markup/data-hooks";
import { REVEAL_HOOKS, revealState } from "~/lib/motion/reveal";

/**
 * The scroll reveal of the page's `[data-reveal]` elements (docs/product.md §4.4): one observer at
 * 10% visibility. Only elements off screen when it starts are hidden (`data-revealed="false"`), so
 * the server's page is complete and nothing on screen blinks; reduced motion turns it off. Returns
 * the function that stops it and shows everything again.
 */
export function startScrollReveal(): () => void {
  if (prefersReducedMotion()) return () => undefined;
  const elements = [...document.querySelectorAll<HTMLElement>(select(REVEAL_HOOKS.reveal))];
  const seen = new WeakSet<Element>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const element = entry.target as HTMLElement;
        const first = !seen.has(element);
        seen.add(element);
        const once = element.hasAttribute(REVEAL_HOOKS.once);
        const shown = element.getAttribute(REVEAL_HOOKS.revealed) !== "false";
        const next = revealState(first, entry.isIntersecting, once, shown);
        if (next !== null) element.setAttribute(REVEAL_HOOKS.revealed, String(next));
        if (next === true && once) observer.unobserve(element);
      }
    },
    { threshold: SCROLL_REVEAL.threshold },
  );
  elements.forEach((element) => observer.observe(element));
  return () => {
    observer.disconnect();
    elements.forEach((element) => element.removeAttribute(REVEAL_HOOKS.revealed));
  };
}
