/** One star on the icons' 24-unit grid, drawn from its top point so it can be repeated in place. */
const STAR = "l2.8 5.8 6.2.9-4.5 4.4 1 6.3-5.5-2.9-5.5 2.9 1-6.3-4.5-4.4 6.2-.9z";
/** From one star's top point to the next's: a 24-unit star and a 3-unit gap (16 px and 2 px). */
const STEP = 27;
const GAP = 3;

/**
 * A row of filled stars as one shape: a review's five stars cost the page two elements, not ten
 * (the home page shows six reviews; docs/decisions/038). Decorative: the caller states the rating
 * in words. Whole stars only, 0–5.
 */
export function StarRow({ count, className = "" }: { count: number; className?: string }) {
  const stars = Math.max(0, Math.min(5, Math.round(count)));
  if (!stars) return null;
  const width = stars * STEP - GAP;
  return (
    <svg
      aria-hidden="true"
      viewBox={`0 0 ${width} 24`}
      width={(width * 2) / 3}
      height="16"
      fill="currentColor"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={`shrink-0 ${className}`}
    >
      <path d={`M12 3${STAR}${`m${STEP} 0${STAR}`.repeat(stars - 1)}`} />
    </svg>
  );
}
