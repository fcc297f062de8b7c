import { MOTION_CHANGE_GAP_MS } from "~/content/frame-timings";

/**
 * One pace for every loop of a page (the wordmark's word, the hero's headline, the mock
 * dashboard's view and metric; issue 23): a change takes the next free moment at least
 * MOTION_CHANGE_GAP_MS after the one before, whichever loop made it, so two never move in the same
 * half-second. Each change is shorter than the gap, so one has ended before the next begins.
 * The moment is the page's (module state): the top bar and the hero share it.
 */
let free = Number.NEGATIVE_INFINITY;

/**
 * Runs `change` now if the last change was at least the gap ago, else at the next free moment
 * (reserved at once, so changes asked for together are spaced in the order asked). Returns the
 * function that cancels a change still waiting.
 */
export function paced(change: () => void, now: number = Date.now()): () => void {
  const at = Math.max(now, free);
  free = at + MOTION_CHANGE_GAP_MS;
  if (at <= now) {
    change();
    return () => undefined;
  }
  // A late timer moves the next free moment on with it, so the gap holds by the clock.
  const timer = setTimeout(() => {
    free = Math.max(free, Date.now() + MOTION_CHANGE_GAP_MS);
    change();
  }, at - now);
  return () => clearTimeout(timer);
}

/** Forgets the last change (tests; a page starts with none). */
export function resetPace() {
  free = Number.NEGATIVE_INFINITY;
}
