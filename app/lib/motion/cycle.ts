import { paced } from "./pace";

/**
 * A step through `count` items every `intervalMs`, wrapping, from `start`, each step at the page's
 * next free moment (pace.ts). Pure and free of React so it can be tested with fake timers; pausing
 * is stopping and starting again from the index shown.
 */
export function startCycle(
  count: number,
  intervalMs: number,
  start: number,
  onChange: (index: number) => void,
): () => void {
  let index = start;
  let cancel: (() => void) | undefined;
  const tick = setInterval(() => {
    cancel = paced(() => {
      index = (index + 1) % count;
      onChange(index);
    });
  }, intervalMs);
  return () => {
    clearInterval(tick);
    cancel?.();
  };
}
