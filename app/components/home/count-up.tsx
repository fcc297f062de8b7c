import { useRef } from "react";
import { useCountUp } from "~/hooks/use-count-up";

/**
 * A printed figure that counts up when it scrolls into view (docs/product.md §4.4). The final
 * figure, invisible in the same grid cell, holds the width, so the count never moves its
 * neighbours; screen readers and the page's text get the printed figure only.
 */
export function CountUp({ value, index = 0 }: { value: string; index?: number }) {
  const ref = useRef<HTMLSpanElement>(null);
  const shown = useCountUp(ref, value, index);
  return (
    <span
      ref={ref}
      data-value={value}
      data-counter
      className="inline-grid after:invisible after:col-start-1 after:row-start-1 after:content-[attr(data-value)]"
    >
      <span aria-hidden={shown === value ? undefined : true} className="col-start-1 row-start-1">
        {shown}
      </span>
      {shown === value ? null : <span className="sr-only">{value}</span>}
    </span>
  );
}
