/**
 * Home page structure and the sections not covered by their own file (docs/product.md §2): section order,
 * side dots, floating button, promo banner, CRM banner, Done-For-You grid, website-services
 * section and the closing call to action.
 */
import { CTA } from "./ctas";
import { fromUsd, perMonth, PRICES, WEBSITE_TEMPLATES } from "./prices";
import { site } from "./site";
import type { Cta, IconName } from "./types";

/** The figure that opens a claim: "98% faster" → "98%". */
function claimFigure(claim: string): string {
  return claim.split(" ")[0] ?? claim;
}

/** The home page's title and description for search results. */
export const homePage = {
  path: "/",
  title: "Rankwell | SEO Tools, CRM SEO & Done-For-You Marketing",
  description:
    "AI-powered SEO tools, SEO built into your CRM, and Done-For-You local SEO, websites and marketing. Start a free audit in 60 seconds.",
} as const;

/**
 * Section ids in page order, after the hero. "dashboard-preview" names the showcase component;
 * its section's id is "dashboard" (dashboardSection.id), the anchor menus link to.
 */
export const homeSectionOrder = [
  "explore-solutions",
  "crm-banner",
  "audit-section",
  "done-for-you",
  "website-services",
  "dashboard-preview",
  "features",
  "pricing",
  "testimonials",
] as const;

/** Side dots of the scroll progress bar. "hero" is the hero's id. */
export const sideDots = [
  { label: "Home", target: "hero" },
  { label: "Solutions", target: "explore-solutions" },
  { label: "Audit", target: "audit-section" },
  { label: "Features", target: "features" },
  { label: "Pricing", target: "pricing" },
] as const;

/**
 * The floating button's label and action by current section: the audit section's action scrolls
 * in place, the others open their page in a new tab.
 */
export const floatingButtonActions = {
  "audit-section": { label: "Start Free Audit", href: "/#audit-section", newTab: false },
  features: { label: "Book Demo", href: "/book-demo", newTab: true },
  pricing: { label: "Get Started", href: "/contact", newTab: true },
  default: { label: "Contact Us", href: "/contact", newTab: true },
} as const;

export const promoBanner = {
  text: `${site.badges.trial} on the Starter and Professional plans. Free SEO audit, ${site.claims.noLogin.toLowerCase()}.`,
  cta: CTA.startFreeAudit satisfies Cta,
  dismissLabel: "Dismiss banner",
} as const;

/** CRM integration promo with the preview video (its words in crm-video.ts). */
export const crmBanner = {
  id: "crm-banner",
  eyebrow: "For CRM Customers",
  title: "Already Use Our CRM? Add SEO in Minutes",
  description: `Activate the SEO integration from ${perMonth(PRICES.crmSeo)} and see which search brought in every lead.`,
  primaryCta: CTA.getStarted satisfies Cta,
  secondaryCta: CTA.learnMoreCrm satisfies Cta,
  guideCta: CTA.getAccessNow satisfies Cta,
} as const;

/** The digital-marketing services grid of the Done-For-You section. */
export const doneForYouSection = {
  id: "done-for-you",
  /** The services grid's id: the top bar's Services item links to /#services. */
  gridId: "services",
  eyebrow: site.badges.doneForYou,
  title: "Let Our Experts Grow Your Business",
  description: "Local SEO, websites, paid ads, content and reputation, managed by one team.",
  /** Shown on the services without a price of their own: they are part of the full program. */
  includedLabel: "Part of Done-For-You",
  summary: `Full Done-For-You programs are ${perMonth(PRICES.doneForYou)}.`,
  primaryCta: CTA.getCustomQuote("done-for-you"),
  secondaryCta: CTA.bookConsultation satisfies Cta,
} as const;

/** The website-development section (custom builds from $2,999; see ADR 004). */
export const websiteServicesSection = {
  id: "website-services",
  eyebrow: "Website Development",
  title: "Websites Built to Rank and Convert",
  description: `Custom websites ${fromUsd(PRICES.websiteDevelopment).toLowerCase()}, optimization of your current site ${fromUsd(PRICES.websiteOptimization).toLowerCase()} and e-commerce ${fromUsd(PRICES.ecommerce).toLowerCase()}.`,
  /** The claims of docs/product.md §1 as figure and words: "1000+ projects" → "1000+". */
  stats: [
    { value: claimFigure(site.claims.projects), label: "projects delivered" },
    { value: claimFigure(site.claims.faster), label: "faster load times" },
    { value: claimFigure(site.claims.moreLeads), label: "more leads" },
    { value: WEBSITE_TEMPLATES, label: "templates" },
  ],
  industriesTitle: "Industries We Build For",
  industries: [
    { title: "Fire Unions", icon: "flame", href: "/services/website-development#fire-unions" },
    { title: "Veterinary Clinics", icon: "paw", href: "/services/website-development#veterinary-clinics" },
    { title: "Real Estate", icon: "home", href: "/services/website-development#real-estate" },
    { title: "Service Businesses", icon: "wrench", href: "/services/website-development#service-businesses" },
  ] satisfies { title: string; icon: IconName; href: string }[],
  cta: CTA.startProject satisfies Cta,
  mockupCaption: "An example design for a veterinary clinic, not a client's site",
} as const;

/** The closing call-to-action block. */
export const ctaBlock = {
  title: "Ready to Rank Higher?",
  description: "Start with a free audit, or talk to us about doing it for you.",
  primaryCta: CTA.startFreeAudit satisfies Cta,
  secondaryCta: CTA.getExpertConsultation satisfies Cta,
} as const;
