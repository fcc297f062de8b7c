import { COUNTER_ANIMATION } from "~/content/timings";
import { select } from "~/lib/markup/data-hooks";
import { counterDelay, counts, countUpText, parseFigure } from "~/lib/motion/count-up";
import { prefersReducedMotion } from "~/lib/motion/reduced-motion";

/** The attributes a counter's markup (count-up.markup.tsx) carries for this script. */
export enum COUNTER_HOOKS {
  /** A counter, its stagger index as the value. */
  counter = "data-counter",
  /** The printed figure (the markup's CSS sizes the counter by it too, `attr(data-value)`). */
  value = "data-value",
}

const printed = (counter: HTMLElement) => counter.getAttribute(COUNTER_HOOKS.value);

/** Shows `text` on the counter's face; while it differs from the printed figure, readers get that figure. */
function show(counter: HTMLElement, text: string) {
  const face = counter.firstElementChild as HTMLElement | null;
  if (!face) return;
  face.textContent = text;
  const counting = text !== printed(counter);
  if (counting) face.setAttribute("aria-hidden", "true");
  else face.removeAttribute("aria-hidden");
  let spoken = face.nextElementSibling;
  if (counting && !spoken) {
    spoken = document.createElement("span");
    spoken.className = "sr-only";
    spoken.textContent = printed(counter) ?? "";
    counter.appendChild(spoken);
  } else if (!counting) spoken?.remove();
}

/**
 * The page's counters (`[data-counter]`, the stagger index as its value). In the browser a counter
 * still below the fold drops to 0 and, once 20% of it is in view, counts up once (after its
 * stagger) to the printed figure. One already in view when the page loads is left alone, so
 * nothing the visitor is reading changes under them; reduced motion leaves every figure as printed.
 * Returns the function that stops it and prints every figure again.
 */
export function startCounters(): () => void {
  if (prefersReducedMotion()) return () => undefined;
  const counters = [...document.querySelectorAll<HTMLElement>(select(COUNTER_HOOKS.counter))].filter((counter) =>
    counts(parseFigure(printed(counter) ?? "")),
  );
  const seen = new WeakSet<Element>();
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const frames = new Set<number>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const counter = entry.target as HTMLElement;
        const text = printed(counter) ?? "";
        const figure = parseFigure(text)!;
        if (!seen.has(counter)) {
          seen.add(counter);
          if (entry.isIntersecting) observer.unobserve(counter);
          else show(counter, countUpText(figure, text, 0));
          continue;
        }
        if (!entry.isIntersecting) continue;
        observer.unobserve(counter);
        const timer = setTimeout(
          () => {
            timers.delete(timer);
            const start = performance.now();
            const step = () => {
              const elapsed = performance.now() - start;
              show(counter, countUpText(figure, text, elapsed));
              if (elapsed < COUNTER_ANIMATION.durationMs) frames.add(requestAnimationFrame(step));
            };
            frames.add(requestAnimationFrame(step));
          },
          counterDelay(Number(counter.getAttribute(COUNTER_HOOKS.counter)) || 0),
        );
        timers.add(timer);
      }
    },
    { threshold: COUNTER_ANIMATION.threshold },
  );
  counters.forEach((counter) => observer.observe(counter));
  return () => {
    observer.disconnect();
    timers.forEach(clearTimeout);
    frames.forEach(cancelAnimationFrame);
    counters.forEach((counter) => show(counter, printed(counter) ?? ""));
  };
}
