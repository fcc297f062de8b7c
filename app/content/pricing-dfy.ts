/**
 * Done-For-You tab of the pricing section (docs/product.md §9). The old $497 quick-action card is the
 * Local SEO Professional offer here; Done-For-You itself is $997 (ADR 004). One call to action for
 * every priced offer (Get Custom Quote) and the specification's Book Enterprise Consultation for the
 * custom-priced one.
 */
import { CTA } from "./ctas";
import { DFY_MINIMUM_MONTHS, PRICES, usd } from "./prices";
import { site } from "./site";
import type { Plan } from "./types";

export const dfyPlans: Plan[] = [
  {
    id: "local-seo-professional",
    name: "Local SEO Professional",
    price: PRICES.localSeoProfessional,
    isStartingAt: true,
    isCustom: false,
    billing: "monthly",
    description: "Our team manages your Google Business Profile, citations, reviews and local pages.",
    features: [
      "Google Business Profile optimization",
      "Citation building and clean-up",
      "Review generation",
      "Local landing pages",
      "Monthly ranking report",
    ],
    cta: CTA.getCustomQuote("local-seo"),
    popular: false,
  },
  {
    id: "website-local-seo",
    name: "Website + Local SEO",
    price: PRICES.websiteLocalSeo,
    isStartingAt: true,
    isCustom: false,
    billing: "monthly",
    description: "A new SEO-ready website and a managed local SEO campaign in one package.",
    features: [
      "Custom website design and build",
      "Everything in Local SEO Professional",
      "Conversion-focused landing pages",
      "Hosting, updates and speed monitoring",
      `Save ${usd(PRICES.websiteLocalSeoSavings)} vs buying separately`,
    ],
    cta: CTA.getCustomQuote("done-for-you"),
    popular: true,
    badge: `Save ${usd(PRICES.websiteLocalSeoSavings)}`,
  },
  {
    id: "done-for-you",
    name: "Done-For-You",
    price: PRICES.doneForYou,
    isStartingAt: false,
    isCustom: false,
    billing: "monthly",
    description: "Local SEO, content, paid ads and reputation management run by a dedicated team.",
    features: [
      "Dedicated account manager",
      "Local SEO and content",
      "Paid ads management",
      "Reputation management",
      `Typically a ${DFY_MINIMUM_MONTHS}-month minimum`,
    ],
    cta: CTA.getCustomQuote("done-for-you"),
    popular: false,
  },
  {
    id: "enterprise-marketing",
    name: "Enterprise Marketing",
    price: "Custom",
    isStartingAt: false,
    isCustom: true,
    billing: "monthly",
    description: "Multi-location and national programs scoped to your markets and goals.",
    features: ["Multi-location SEO", "Paid media strategy", "Custom reporting", "Dedicated strategist"],
    cta: CTA.bookEnterpriseConsultation,
    popular: false,
  },
  {
    id: "technical-seo",
    name: "Technical SEO",
    price: PRICES.technicalSeo,
    isStartingAt: true,
    isCustom: false,
    billing: "monthly",
    description: `Expert fixes for crawl, speed and indexing problems; our audit checks ${site.claims.technicalIssues}.`,
    features: ["Full technical audit", "Core Web Vitals fixes", "Indexing and crawl fixes", "Structured data"],
    cta: CTA.getCustomQuote("technical-seo"),
    popular: false,
  },
  {
    id: "website-development",
    name: "Website Development",
    price: PRICES.websiteDevelopment,
    isStartingAt: true,
    isCustom: false,
    billing: "one-time",
    description: "Custom websites designed to rank and convert, built and launched by our team.",
    features: ["Custom design", "Mobile-first, SEO-ready build", "CRM and lead-capture forms", "Launch support"],
    cta: CTA.getCustomQuote("website-development"),
    popular: false,
  },
];
