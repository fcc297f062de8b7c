/**
 * The calls to action of the home page and pricing: one label per intent, one destination per label
 * (docs/product.md §2.5, "Calls to action"). Where the specification names a label and its page, that
 * pair is kept verbatim; the others follow the same pattern (verb first, no "Now", no "Today").
 */
import type { Cta } from "./types";

/** Services the contact form can preselect (`contactServiceOptions` in pages.ts). */
type QuoteService = "local-seo" | "technical-seo" | "done-for-you" | "website-development" | "enterprise";

const contact = (service: QuoteService) => `/contact?service=${service}`;

export const CTA = {
  /** Self-serve: the free audit, no login. */
  startFreeAudit: { label: "Start Free Audit", href: "/national-seo-audit" },
  /** The DIY Starter and Professional plans and the 30-day trial block (spec). */
  startFreeTrial: { label: "Start Free Trial", href: "/national-seo-audit" },
  /** A product walkthrough where the price is already shown (industry CRMs). */
  bookDemo: { label: "Book Demo", href: "/book-demo" },
  /** Only where no price is shown (spec: /book-demo). */
  bookDemoForPricing: { label: "Book Demo for Pricing", href: "/book-demo" },
  /** The free 30-minute strategy session (spec: /book-demo). */
  bookConsultation: { label: "Book Consultation", href: "/book-demo" },
  /** Done-For-You offers, priced or custom (spec: /contact). */
  getCustomQuote: (service: QuoteService): Cta => ({ label: "Get Custom Quote", href: contact(service) }),
  /** The custom-priced Enterprise Marketing program (spec: /contact). */
  bookEnterpriseConsultation: { label: "Book Enterprise Consultation", href: contact("enterprise") },
  /** DIY Enterprise (spec). */
  contactSales: { label: "Contact Sales", href: contact("enterprise") },
  /** General questions (spec: /contact). */
  contactUs: { label: "Contact Us", href: "/contact" },
  /** The closing call to action's second choice (spec: /contact). */
  getExpertConsultation: { label: "Get Expert Consultation", href: "/contact" },
  /** Website development projects. */
  startProject: { label: "Start Project", href: contact("website-development") },
  /** CRM customers (spec: /crm-seo). */
  getStarted: { label: "Get Started", href: "/crm-seo" },
  learnMoreCrm: { label: "Learn more about CRM integration", href: "/crm-seo" },
  /**
   * The setup guide (spec: a dialog, opened with JavaScript; without it, the guide's section on
   * /crm-seo). The fragment is SETUP_GUIDE_SECTION_ID, written out so the home page does not load the guide's
   * content; links.test.ts checks that /crm-seo defines it.
   */
  getAccessNow: { label: "Get Access Now", href: "/crm-seo#setup-guide", dialog: "setup-guide" },
  /** The CRM + SEO plan (spec). */
  activateInCrm: { label: "Activate in CRM", href: "/crm-seo" },
  /** The DIY tools (spec: /services/technical-seo). */
  exploreDiyTools: { label: "Explore DIY Tools", href: "/services/technical-seo" },
} as const satisfies Record<string, Cta | ((service: QuoteService) => Cta)>;
