/**
 * The band every page ends on (docs/product.md §2.10): a heading, a line of text and the actions.
 * Pages may give their own; this is the site's default.
 */
import type { ClosingText, Cta } from "./types";

export interface ClosingCopy {
  title: string;
  text: string;
  primary: Cta;
  secondary?: Cta;
}

export const defaultClosing: ClosingCopy = {
  title: "See Where Your Site Stands Today",
  text: "A free audit shows the technical issues, local visibility and quick wins in about 60 seconds. No login required.",
  primary: { label: "Start Free Audit", href: "/national-seo-audit" },
  secondary: { label: "Contact Us", href: "/contact" },
};

/**
 * A page's closing band. With its own heading and line, the page's call to action leads and the
 * free audit follows (or, for a page without one, the audit leads and Contact Us follows); without,
 * the default copy closes it and the page's call to action is the second button. A second action
 * that repeats the first (same address or label) is dropped.
 */
export function closingBand(closing: ClosingText | undefined, cta: Cta | undefined): ClosingCopy {
  const band: ClosingCopy = closing
    ? {
        title: closing.title,
        text: closing.text,
        primary: cta ?? defaultClosing.primary,
        secondary: closing.secondary ?? (cta ? defaultClosing.primary : defaultClosing.secondary),
      }
    : { ...defaultClosing, secondary: cta ?? defaultClosing.secondary };
  const repeats =
    band.secondary && (band.secondary.href === band.primary.href || band.secondary.label === band.primary.label);
  return repeats ? { ...band, secondary: undefined } : band;
}
