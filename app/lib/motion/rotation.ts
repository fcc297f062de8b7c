import { paced } from "./pace";

/**
 * A rotation of words as a pure schedule: every `intervalMs` the next word is due, and shows at the
 * page's next free moment (pace.ts), unless the rotation is held (`moving` says no: hovered,
 * focused, off screen, a hidden tab), when that turn is skipped. Kept free of the DOM so it can be
 * tested with fake timers. How a change looks is the DOM's (`rotateWords`, app/lib/ui/dom.ts),
 * timed by `changeTimes`.
 */
export type RotationTiming =
  { intervalMs: number; fadeMs: number } | { intervalMs: number; swapDelayMs: number; fadeInDelayMs: number };

/**
 * The change in milliseconds: the old word leaves over `leave`; the new one arrives over the same
 * length, starting `arriveDelay` after it. The wordmark's 250 ms "fade" moves both at once; the
 * headline's "fade out, swap after 400 ms, fade in 100 ms later" has the old word gone at 400 ms
 * and the new one in place 100 ms after that (docs/product.md §4.1, §4.2), neither ever faded.
 */
export function changeTimes(timing: RotationTiming): { leave: number; arriveDelay: number } {
  return "fadeMs" in timing
    ? { leave: timing.fadeMs, arriveDelay: 0 }
    : { leave: timing.swapDelayMs, arriveDelay: timing.fadeInDelayMs };
}

/** Starts the rotation; returns a function that stops it. */
export function startRotation(
  count: number,
  timing: RotationTiming,
  onChange: (index: number) => void,
  moving: () => boolean = () => true,
): () => void {
  let index = 0;
  let cancel: (() => void) | undefined;
  const tick = setInterval(() => {
    if (!moving()) return;
    cancel = paced(() => {
      index = (index + 1) % count;
      onChange(index);
    });
  }, timing.intervalMs);
  return () => {
    clearInterval(tick);
    cancel?.();
  };
}
