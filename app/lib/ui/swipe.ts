import { SWIPE } from "~/content/timings";

export interface TouchPoint {
  x: number;
  y: number;
  /** Milliseconds, e.g. event.timeStamp. */
  time: number;
}

/**
 * The direction of a horizontal swipe, or null. It counts only beyond 50 px and 0.1 px/ms
 * (docs/product.md §5), and only when it is more horizontal than vertical, so scrolling a section is not
 * mistaken for a swipe. "next" is a swipe to the left.
 */
export function swipeDirection(start: TouchPoint, end: TouchPoint): "next" | "previous" | null {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  const elapsed = Math.max(end.time - start.time, 1);
  if (Math.abs(dx) <= SWIPE.minDistancePx) return null;
  if (Math.abs(dx) / elapsed <= SWIPE.minVelocityPxPerMs) return null;
  if (Math.abs(dy) >= Math.abs(dx)) return null;
  return dx < 0 ? "next" : "previous";
}
