/**
 * How tall each home section past the first screen stands before it is drawn
 * (docs/decisions/039): its height as drawn, in CSS pixels, on a 412 px phone (`small`) and from
 * the `lg` breakpoint, 1024 px, up (`large`, measured at 1440). Keyed by the home page's markup
 * blocks. The figures are written, never typed: the home page's browser test measures the drawn
 * sections and compares (within a fifth), and with `WRITE_HOME_HEIGHTS=1` it writes what it measured
 * to home-section-heights.ts instead (`WRITE_HOME_HEIGHTS=1 npm run test:e2e -- home-render-on-view`),
 * with the fingerprint of what it measured (the markup, everything it imports, the styles). scripts/home-heights.test.ts fails
 * once the home page's inputs no longer have that fingerprint, so a copy change cannot ship stale
 * heights: the unit tests, which run first, say to measure again.
 */
import { measuredHeights } from "./home-section-heights";

export interface HomeSectionHeight {
  small: number;
  large: number;
}

export const HOME_SECTION_HEIGHTS: Readonly<Record<keyof typeof measuredHeights, HomeSectionHeight>> = measuredHeights;
