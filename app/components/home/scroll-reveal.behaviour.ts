import { SCROLL_REVEAL } from "~/content/timings";
import { prefersReducedMotion } from "~/lib/motion/reduced-motion";
import { revealState } from "~/lib/motion/reveal";

/**
 * The scroll reveal of the page's `[data-reveal]` elements (docs/product.md §4.4): one observer at
 * 10% visibility. Only elements off screen when it starts are hidden (`data-revealed="false"`), so
 * the server's page is complete and nothing on screen blinks; reduced motion turns it off. Returns
 * the function that stops it and shows everything again.
 */
export function startScrollReveal(): () => void {
  if (prefersReducedMotion()) return () => undefined;
  const elements = [...document.querySelectorAll<HTMLElement>("[data-reveal]")];
  const seen = new WeakSet<Element>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const element = entry.target as HTMLElement;
        const first = !seen.has(element);
        seen.add(element);
        const shown = element.dataset.revealed !== "false";
        const next = revealState(first, entry.isIntersecting, "revealOnce" in element.dataset, shown);
        if (next !== null) element.dataset.revealed = String(next);
        if (next === true && "revealOnce" in element.dataset) observer.unobserve(element);
      }
    },
    { threshold: SCROLL_REVEAL.threshold },
  );
  elements.forEach((element) => observer.observe(element));
  return () => {
    observer.disconnect();
    elements.forEach((element) => delete element.dataset.revealed);
  };
}
