import { SCROLL_TRACKING } from "~/content/timings";
import { nextSample, restingScroll, type ScrollSample } from "~/lib/motion/scroll";

/**
 * The page's one scroll listener (docs/product.md §4.5): passive, attached while anything listens,
 * readings at most every 8 ms (with a trailing one so the last position is never lost), and the
 * scrolling flag cleared 150 ms after the last event. It only reads `scrollY`; what listens decides
 * what to draw, so scrolling never forces a layout.
 */
let sample: ScrollSample = restingScroll;
const listeners = new Set<() => void>();
let lastRead = -Infinity;
let trailing: ReturnType<typeof setTimeout> | undefined;
let stopped: ReturnType<typeof setTimeout> | undefined;

function publish(next: ScrollSample) {
  sample = next;
  listeners.forEach((listener) => listener());
}

function read() {
  lastRead = performance.now();
  publish(nextSample(sample, window.scrollY, lastRead));
  clearTimeout(stopped);
  stopped = setTimeout(() => publish({ ...sample, scrolling: false, velocity: 0 }), SCROLL_TRACKING.stoppedMs);
}

function onScroll() {
  const wait = lastRead + SCROLL_TRACKING.throttleMs - performance.now();
  clearTimeout(trailing);
  if (wait <= 0) read();
  else trailing = setTimeout(read, wait);
}

export function subscribeScroll(listener: () => void): () => void {
  if (listeners.size === 0) {
    window.addEventListener("scroll", onScroll, { passive: true });
    sample = { ...restingScroll, y: window.scrollY, anchor: { y: window.scrollY, time: 0 } };
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    window.removeEventListener("scroll", onScroll);
    clearTimeout(trailing);
    clearTimeout(stopped);
  };
}

export const currentScroll = (): ScrollSample => sample;
