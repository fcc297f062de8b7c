import { ICON_UNITS_PER_PX, StrokeIcon } from "./ui-icon";

/**
 * The content icon's star (content-icon.tsx) written from its top point in relative steps, so one
 * path can repeat it along a row; star-row.test.tsx checks the two outlines match point for point.
 */
const STAR = "l2.8 5.8 6.2.9-4.5 4.4 1 6.3-5.5-2.9-5.5 2.9 1-6.3-4.5-4.4 6.2-.9z";

/**
 * A row of filled stars as one shape: a review's five stars cost the page two elements, not ten
 * (the home page shows six reviews; docs/decisions/038). Decorative: the caller states the rating
 * in words. Whole stars only (a 4.5 shows four), at most five; `gapPx` between stars.
 */
export function StarRow({ count, gapPx = 0, className = "" }: { count: number; gapPx?: number; className?: string }) {
  const stars = Math.max(0, Math.min(5, Math.floor(count)));
  if (!stars) return null;
  const gap = gapPx * ICON_UNITS_PER_PX;
  const step = 24 + gap;
  const path = `M12 3${STAR}${`m${step} 0${STAR}`.repeat(stars - 1)}`;
  return <StrokeIcon path={path} width={stars * step - gap} filled className={className} />;
}
