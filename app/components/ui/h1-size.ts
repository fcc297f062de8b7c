/**
 * The two sizes an h1 has on the public site (ADR 076), written once: the home page's display size
 * (42 px on a phone, 64 px from 1280 px), and one size on every other page (36 px on a phone, 48 px
 * from 640 px). Weight and tracking go with the size. tests/http/h1-size.spec.ts holds every public
 * page's h1 to these classes; tests/e2e/visual-standard.spec.ts measures what they draw.
 */
export const H1_SIZE = {
  display:
    "text-[2.625rem] leading-[1.04] font-semibold tracking-[-0.035em] sm:text-6xl lg:text-[3.5rem] xl:text-[4rem]",
  page: "text-4xl font-semibold tracking-tight sm:text-5xl",
} as const;
