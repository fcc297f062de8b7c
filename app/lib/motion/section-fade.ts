import { SECTION_FADE } from "~/content/timings";

/**
 * The faintest a section gets: text must keep WCAG AA contrast while it fades. Measured with axe's
 * color-contrast rule over the whole of `/` at 1280 px with every section forced to an opacity:
 * 0.9 passes, 0.85 fails (a `text-fg-subtle` line at 4:1), so the fade stays subtle.
 */
export const SECTION_FADE_FLOOR = 0.9;

/**
 * A section's opacity by where it stands in the viewport (docs/product.md §4.5), from its box in
 * viewport coordinates: it fades out through the top zone (12% of the window's height) as it
 * leaves, and in through the bottom zone (15%) as it enters, never below SECTION_FADE_FLOOR;
 * everywhere else, and off screen, it is fully opaque.
 */
export function sectionOpacity(top: number, bottom: number, viewportHeight: number): number {
  if (viewportHeight <= 0 || bottom <= 0 || top >= viewportHeight) return 1;
  const leaving = bottom / (SECTION_FADE.zoneStart * viewportHeight);
  const entering = (viewportHeight - top) / (SECTION_FADE.zoneEnd * viewportHeight);
  return SECTION_FADE_FLOOR + (1 - SECTION_FADE_FLOOR) * Math.min(1, leaving, entering);
}

/**
 * The opacity to draw: changes under 0.02 are ignored (not worth a style write), except reaching
 * fully opaque, so a section never stays a hair short of 1.
 */
export function nextOpacity(current: number, target: number): number {
  if (target === 1) return 1;
  return Math.abs(target - current) < SECTION_FADE.minOpacityChange ? current : target;
}
