/** Wraps an index into 0..count-1 at both ends. */
export const wrapIndex = (index: number, count: number) => ((index % count) + count) % count;

/** The card a horizontally scrolled list shows first: the nearest whole step. */
export function cardAtScroll(scrollLeft: number, step: number, count: number): number {
  if (step <= 0 || count === 0) return 0;
  return Math.min(Math.max(Math.round(scrollLeft / step), 0), count - 1);
}
