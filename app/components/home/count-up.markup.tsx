import { hook } from "~/lib/markup/data-hooks";
import { COUNTER_HOOKS } from "./count-up.behaviour";

/**
 * A printed figure that counts up when it scrolls into view (docs/product.md §4.4; the counting is
 * `startCounters`, count-up.behaviour.ts, which works on this markup, so it also counts inside
 * server markup). The final figure, invisible in the same grid cell, holds the width, so the count
 * never moves its neighbours; while it counts, screen readers get the printed figure only.
 */
export function CountUp({ value, index = 0 }: { value: string; index?: number }) {
  return (
    <span
      {...hook(COUNTER_HOOKS.value, value)}
      {...hook(COUNTER_HOOKS.counter, index)}
      className="inline-grid after:invisible after:col-start-1 after:row-start-1 after:content-[attr(data-value)]"
    >
      <span className="col-start-1 row-start-1">{value}</span>
    </span>
  );
}
