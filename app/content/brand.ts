/**
 * The brand's name and the words its wordmark rotates through (docs/product.md §1, §2). Apart from
 * site.ts because the top bar, on every page, needs only these.
 */
export const BRAND_NAME = "Rankwell";

/** Wordmark "Rankwell" followed by one of these, rotating (timings.BRAND_WORD_ROTATION). */
export const BRAND_WORDS = ["SEO", "Websites", "Marketing"] as const;
