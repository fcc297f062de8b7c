/**
 * The one vocabulary of call-to-action labels (issue 23): every button and button-like link in a
 * public page's main content, and the home page's floating button, says one of these, and nothing
 * else (cta-labels.test.ts renders the home page and refuses any other). Where the specification
 * names a label it is written here verbatim (docs/product.md §2.5, "Calls to action"); the rest
 * follow its pattern: a verb first, title case, no "Now" or "Today" beyond the specification's own.
 * A new label is added here first, with where it is used, or it fails the test.
 */
export const CTA_LABELS = [
  // The free audit: the promo banner, the closing block, the floating button in the audit section
  // (spec), the hero's first call (spec: "start a free audit in 60 seconds"), the audit form's submit.
  "Start Free Audit",
  "Start Free Audit in 60 Seconds",
  "Analyze My Website",
  // The DIY plans and the 30-day trial block (spec).
  "Start Free Trial",
  "Explore DIY Tools",
  "Contact Sales",
  // Done-For-You (spec: /contact, /book-demo), and the hero's second call to its section.
  "Explore Done-For-You Services",
  "Get Custom Quote",
  "Book Enterprise Consultation",
  "Book Consultation",
  "Book Demo for Pricing",
  // CRM (spec: /crm-seo and the setup guide).
  "Get Started",
  "Get Access Now",
  "Activate in CRM",
  "Learn more about CRM integration",
  // Websites (spec: "a Start Project call to action").
  "Start Project",
  // Talking to the team (spec: /contact, /book-demo; the floating button's Book Demo and Contact Us).
  "Book Demo",
  "Contact Us",
  "Get Expert Consultation",
] as const;

export type CtaLabel = (typeof CTA_LABELS)[number];

/** Whether a label is in the vocabulary. */
export function isCtaLabel(label: string): label is CtaLabel {
  return (CTA_LABELS as readonly string[]).includes(label);
}
