/**
 * How tall each home section past the first screen stands before it is drawn
 * (docs/decisions/039): its height as drawn, in CSS pixels, on a 412 px phone (`small`) and from
 * the `lg` breakpoint, 1024 px, up (`large`). Measured on the page as it is; a section that grows
 * or shrinks much should have its figures measured again (the home page's browser test compares
 * them with the drawn heights). Keyed by the home page's markup blocks.
 */
export const HOME_SECTION_HEIGHTS = {
  solutions: { small: 1290, large: 926 },
  crm: { small: 907, large: 611 },
  audit: { small: 2319, large: 1516 },
  doneForYou: { small: 1132, large: 920 },
  websites: { small: 1332, large: 718 },
  showcase: { small: 599, large: 803 },
  features: { small: 711, large: 1042 },
  pricing: { small: 3438, large: 1778 },
  testimonials: { small: 733, large: 697 },
  closing: { small: 474, large: 454 },
} as const;

export type HomeSectionHeight = (typeof HOME_SECTION_HEIGHTS)[keyof typeof HOME_SECTION_HEIGHTS];
