/**
 * A rotation of words as a pure schedule: every `intervalMs` the word fades out; after the swap
 * delay the next word replaces it, and after the fade-in delay it shows. Kept free of React so it
 * can be tested with fake timers. The wordmark gives `fadeMs` (swap and show at once); the hero
 * headline gives `swapDelayMs` and `fadeInDelayMs` (docs/product.md §4.1, §4.2).
 */
export type RotationTiming =
  { intervalMs: number; fadeMs: number } | { intervalMs: number; swapDelayMs: number; fadeInDelayMs: number };

export interface RotationState {
  index: number;
  visible: boolean;
}

/** Starts the rotation; returns a function that stops it. */
export function startRotation(
  count: number,
  timing: RotationTiming,
  onChange: (state: RotationState) => void,
): () => void {
  const swapDelay = "fadeMs" in timing ? timing.fadeMs : timing.swapDelayMs;
  const fadeInDelay = "fadeMs" in timing ? 0 : timing.fadeInDelayMs;
  let index = 0;
  const pending = new Set<ReturnType<typeof setTimeout>>();
  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      pending.delete(timer);
      run();
    }, ms);
    pending.add(timer);
  };
  const tick = setInterval(() => {
    onChange({ index, visible: false });
    later(swapDelay, () => {
      index = (index + 1) % count;
      if (fadeInDelay <= 0) return onChange({ index, visible: true });
      onChange({ index, visible: false });
      later(fadeInDelay, () => onChange({ index, visible: true }));
    });
  }, timing.intervalMs);
  return () => {
    clearInterval(tick);
    pending.forEach(clearTimeout);
  };
}
