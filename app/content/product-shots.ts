/**
 * The pictures of the product the site makes of itself (ADR 024): renders of its own model of the
 * product's screens (app/components/product/), filled with sample data, never screenshots of an
 * account. What each shows, for its alt text; the caption printed under it (ADR 077); and the size it was drawn at, which scripts/product-shots.mjs writes to product-shots.json beside the
 * pictures in public/images/product/. ProductImage (app/components/ui/product-image.markup.tsx) renders them.
 */
import drawn from "./product-shots.json";

export type ProductShotName = keyof typeof drawn;
export type ProductShotTheme = "light" | "dark";

export interface ProductShot {
  name: ProductShotName;
  alt: string;
  /** Under the picture: what it shows, said to be an illustration with sample data. */
  caption: string;
  /** CSS pixels the view was drawn at; the files are twice that at their widest. */
  width: number;
  height: number;
  /** Pixel widths of the files, smallest first. */
  widths: readonly number[];
  themes: readonly ProductShotTheme[];
}

export const PRODUCT_IMAGE_DIR = "/images/product";

const ALT: Record<ProductShotName, string> = {
  "mock-dashboard":
    "Sample Rankwell dashboard: Optimization Score 81 of 100, flawless pages 271 of 400, issues fixed 390 of 500, Domain Power 82 of 100",
  "audit-report":
    "Sample site audit report: site health up from 32% to 94%, four scores, and the open issues by type with the pages they affect",
  "rank-tracker":
    "Sample rank tracker: 1,247 keywords tracked, 3.8k quality backlinks, search visibility rising from 15% to 65% over twelve weeks, and the top keywords with their positions",
};

// "How … presents …": a picture of how the product lays a thing out, not a photograph of an account.
// The non-breaking space keeps the dash off the start of a line.
const CAPTION: Record<ProductShotName, string> = {
  "mock-dashboard": "How the dashboard presents your site\u00a0— sample data",
  "audit-report": "How the dashboard presents an audit\u00a0— sample data",
  "rank-tracker": "How the rank tracker presents your keywords\u00a0— sample data",
};

function shot(name: ProductShotName): ProductShot {
  const { width, height, widths, themes } = drawn[name];
  return {
    name,
    alt: ALT[name],
    caption: CAPTION[name],
    width,
    height,
    widths,
    themes: themes as ProductShotTheme[],
  };
}

export const productShots: Record<ProductShotName, ProductShot> = {
  "mock-dashboard": shot("mock-dashboard"),
  "audit-report": shot("audit-report"),
  "rank-tracker": shot("rank-tracker"),
};

/** The URL of one encoded file. */
export function productShotSrc(name: ProductShotName, theme: ProductShotTheme, width: number, format: "avif" | "webp") {
  return `${PRODUCT_IMAGE_DIR}/${name}-${theme}-${width}.${format}`;
}
