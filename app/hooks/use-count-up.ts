import { useEffect, useState, type RefObject } from "react";
import { COUNTER_ANIMATION } from "~/content/timings";
import { counterDelay, counts, countUpText, parseFigure } from "~/lib/motion/count-up";
import { prefersReducedMotion } from "~/lib/motion/device";

/**
 * The text of a counter: the printed figure on the server and whenever it does not count. In the
 * browser a counter still below the fold drops to 0 and, once 20% of it is in view, counts up once
 * (after its stagger) to the printed figure. One already in view when the page loads is left alone,
 * so nothing the visitor is reading changes under them; reduced motion leaves every figure as printed.
 */
export function useCountUp(ref: RefObject<Element>, text: string, index: number): string {
  const [shown, setShown] = useState(text);
  useEffect(() => {
    const element = ref.current;
    const figure = parseFigure(text);
    if (!element || !counts(figure) || prefersReducedMotion()) return;
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let first = true;
    const observer = new IntersectionObserver(
      ([entry]) => {
        const visible = Boolean(entry?.isIntersecting);
        if (first) {
          first = false;
          if (visible) return observer.disconnect();
          return setShown(countUpText(figure, text, 0));
        }
        if (!visible) return;
        observer.disconnect();
        timer = setTimeout(() => {
          const start = performance.now();
          const step = () => {
            const elapsed = performance.now() - start;
            setShown(countUpText(figure, text, elapsed));
            if (elapsed < COUNTER_ANIMATION.durationMs) frame = requestAnimationFrame(step);
          };
          frame = requestAnimationFrame(step);
        }, counterDelay(index));
      },
      { threshold: COUNTER_ANIMATION.threshold },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
      cancelAnimationFrame(frame);
      setShown(text);
    };
  }, [ref, text, index]);
  return shown;
}
