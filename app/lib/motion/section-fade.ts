import { SECTION_FADE } from "~/content/timings";

/**
 * A section's opacity by where it stands in the viewport (docs/product.md §4.5), from its box in
 * viewport coordinates: it fades out through the top zone (12% of the window's height) as it
 * leaves, and in through the bottom zone (15%) as it enters; everywhere else, and off screen, it is
 * fully opaque, so nothing the visitor is reading is ever faded.
 */
export function sectionOpacity(top: number, bottom: number, viewportHeight: number): number {
  if (viewportHeight <= 0 || bottom <= 0 || top >= viewportHeight) return 1;
  const leaving = bottom / (SECTION_FADE.zoneStart * viewportHeight);
  const entering = (viewportHeight - top) / (SECTION_FADE.zoneEnd * viewportHeight);
  return Math.min(1, leaving, entering);
}

/**
 * The opacity to draw: changes under 0.02 are ignored (not worth a style write), except reaching
 * fully opaque, so a section never stays a hair short of 1.
 */
export function nextOpacity(current: number, target: number): number {
  if (target === 1) return 1;
  return Math.abs(target - current) < SECTION_FADE.minOpacityChange ? current : target;
}
