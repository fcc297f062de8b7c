/**
 * The band every page ends on (docs/product.md §2.10): a heading, a line of text and the actions.
 * Pages may give their own; this is the site's default.
 */
import type { Cta } from "./types";

export interface ClosingCopy {
  title: string;
  text: string;
  primary: Cta;
  secondary?: Cta;
}

export const defaultClosing: ClosingCopy = {
  title: "See where your site stands today",
  text: "A free audit shows the technical issues, local visibility and quick wins in about 60 seconds. No login required.",
  primary: { label: "Start Free Audit", href: "/national-seo-audit" },
  secondary: { label: "Talk to an Expert", href: "/contact" },
};
