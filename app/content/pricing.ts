/**
 * The pricing section's plans per tab (docs/product.md §2, §3, §9). Prices come from prices.ts.
 */
import { CTA } from "./ctas";
import { dfyPlans } from "./pricing-dfy";
import { PRICES, TRIAL_DAYS, usd } from "./prices";
import { site } from "./site";
import type { Cta, Plan, PricingTabId } from "./types";

export const pricingSection = {
  id: "pricing",
  eyebrow: "Pricing",
  title: "Simple, Transparent Pricing",
  description: "Do it yourself with our platform, add SEO to your CRM, or let our team do the work.",
} as const;

export const pricingTabs: { id: PricingTabId; label: string }[] = [
  { id: "diy", label: "DIY Platform" },
  { id: "crm", label: "CRM Integration" },
  { id: "dfy", label: "Done-For-You" },
];

export const DEFAULT_PRICING_TAB: PricingTabId = "diy";

/** Inner tabs of the CRM Integration tab. */
export const crmInnerTabs = [
  { id: "pricing", label: "Pricing Plan" },
  { id: "features", label: "Feature Comparison" },
] as const;

export const DEFAULT_CRM_INNER_TAB = "pricing";

/** Buttons inside a tab that switch to another tab. */
export const tabSwitches: Record<PricingTabId, { label: string; to: PricingTabId }[]> = {
  diy: [
    { label: "Already on our CRM? See CRM pricing", to: "crm" },
    { label: "Rather we do it for you? See Done-For-You", to: "dfy" },
  ],
  crm: [
    { label: "No CRM? See the DIY Platform", to: "diy" },
    { label: "Want us to run it? See Done-For-You", to: "dfy" },
  ],
  dfy: [
    { label: "Prefer to do it yourself? See the DIY Platform", to: "diy" },
    { label: "Using our CRM? See CRM Integration", to: "crm" },
  ],
};

const startTrial: Cta = CTA.startFreeTrial;
const contactSales: Cta = CTA.contactSales;
const noContract = "Month-to-month, no contract";

const diyPlans: Plan[] = [
  {
    id: "starter",
    name: "Starter",
    price: PRICES.diyStarter,
    isStartingAt: false,
    isCustom: false,
    billing: "monthly",
    description: "For a single business taking charge of its own search presence.",
    features: ["1 site activation", "5 GSC projects", "3 automated GBPs", "2 seats", noContract],
    cta: startTrial,
    popular: false,
  },
  {
    id: "professional",
    name: "Professional",
    price: PRICES.diyProfessional,
    isStartingAt: false,
    isCustom: false,
    billing: "monthly",
    description: "For growing businesses and small agencies managing more than one site.",
    features: ["2 sites", "15 GSC projects", "10 GBPs", "5 seats", noContract],
    cta: startTrial,
    popular: true,
    badge: "Most Popular",
  },
  {
    id: "enterprise",
    name: "Enterprise",
    price: PRICES.diyEnterprise,
    isStartingAt: false,
    isCustom: false,
    billing: "monthly",
    description: "For agencies and multi-location brands that need scale and their own branding.",
    features: [
      "4 sites",
      "Unlimited GSC projects",
      "25 GBPs",
      "Unlimited seats",
      "Unlimited crawls up to 1M pages",
      "Whitelabeling",
    ],
    cta: contactSales,
    popular: false,
  },
];

const industryCrm = (id: string, name: string, description: string, feature: string): Plan => ({
  id,
  name,
  price: PRICES.industryCrm,
  isStartingAt: false,
  isCustom: false,
  billing: "monthly",
  description,
  features: [feature, "Built-in SEO tools", "Marketing automation", "Lead attribution", noContract],
  // The card shows its price, so the demo is a walkthrough, not "for pricing".
  cta: CTA.bookDemo,
  popular: false,
});

const crmPlans: Plan[] = [
  {
    id: "crm-seo",
    name: "CRM + SEO Integration",
    price: PRICES.crmSeo,
    isStartingAt: true,
    isCustom: false,
    billing: "monthly",
    description: `SEO tools activated inside your CRM, ${usd(PRICES.diyProfessional - PRICES.crmSeo)} less than the standalone ${usd(PRICES.diyProfessional)} plan.`,
    features: [
      "Activate from inside your CRM",
      "Keyword tracking and site audits",
      "Google Business Profile automation",
      "Lead attribution from search to pipeline",
      noContract,
    ],
    cta: CTA.activateInCrm,
    popular: true,
    badge: "Best Value",
  },
  industryCrm(
    "veterinary-crm",
    "Veterinary CRM",
    "For animal hospitals and clinics.",
    "Appointment reminders and client follow-ups",
  ),
  industryCrm(
    "real-estate-crm",
    "Real Estate CRM",
    "For agents, teams and brokerages.",
    "Listing lead capture and drip campaigns",
  ),
  industryCrm(
    "labor-union-crm",
    "Labor Union CRM",
    "For locals, councils and fire unions.",
    "Member records and dues reminders",
  ),
  industryCrm(
    "community-organization-crm",
    "Community Organization CRM",
    "For non-profits, associations and civic groups.",
    "Volunteer, donor and event management",
  ),
];

export const plansByTab: Record<PricingTabId, Plan[]> = {
  diy: diyPlans,
  crm: crmPlans,
  dfy: dfyPlans,
};

/** The DIY plans by id, for menus and FAQs that quote them. */
export function diyPlan(id: "starter" | "professional" | "enterprise"): Plan {
  const plan = diyPlans.find((p) => p.id === id);
  if (!plan) throw new Error(`Unknown DIY plan ${id}`);
  return plan;
}

/** The 30-day trial block of the pricing section. */
export const trialBlock = {
  badge: site.badges.trial,
  title: `Try the DIY Platform Free for ${TRIAL_DAYS} Days`,
  description: "Starter and Professional come with a free trial. After it, plans run month-to-month with no contract.",
  cta: startTrial,
} as const;

/** The heading beside the pricing FAQ (its questions are in faq.ts). */
export const faqSection = {
  title: "Frequently Asked Questions",
  description: "Straight answers about plans, pricing and what to expect.",
  moreQuestions: "Another question?",
} as const;

/** Words around prices and the pricing section's other links. */
export const pricingLabels = {
  tabsLabel: "Pricing options",
  crmTabsLabel: "CRM Integration views",
  perMonth: "per month",
  oneTime: "one-time",
  from: "From",
  custom: "Custom",
  moreLinksIntro: "Not sure which plan fits?",
  comparisonScrollHint: "Scroll sideways to compare the plans.",
} as const;

/** Other links of the pricing section (docs/product.md §2); no price stands beside them. */
export const pricingLinks = {
  bookDemo: CTA.bookDemoForPricing,
  contactUs: CTA.contactUs,
  exploreDiyTools: CTA.exploreDiyTools,
} as const satisfies Record<string, Cta>;
