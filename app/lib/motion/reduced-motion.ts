/**
 * Reduced motion, for code that decides once or listens itself rather than through the live hook.
 * Apart from device.ts, whose breakpoints read the motion timings: the frame's behaviours need only
 * this (app/lib/ui/dom.ts).
 */
export const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";

export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia(REDUCED_MOTION_QUERY).matches;
}
