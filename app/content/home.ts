/**
 * Home page structure and the sections not covered by their own file (docs/product.md §2): section order,
 * side dots, floating button, promo banner, CRM banner, Done-For-You grid, website-services
 * section and the closing call to action.
 */
import { fromPerMonth, fromUsd, perMonth, PRICES, WEBSITE_TEMPLATES } from "./prices";
import { SETUP_GUIDE_SECTION_ID } from "./setup-guide";
import { site } from "./site";
import type { Cta, IconName, MenuCardItem } from "./types";

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
  cta: { label: "Start Free Audit", href: "/national-seo-audit" } satisfies Cta,
  dismissLabel: "Dismiss banner",
} as const;

/** CRM integration promo with the preview video. */
export const crmBanner = {
  id: "crm-banner",
  badge: "For CRM Customers",
  title: "Already Use Our CRM? Add SEO in Minutes",
  description: `Activate the SEO integration from ${perMonth(PRICES.crmSeo)} and see which search brought in every lead.`,
  primaryCta: { label: "Get Started", href: "/crm-seo" } satisfies Cta,
  secondaryCta: { label: "Learn more about CRM integration", href: "/crm-seo" } satisfies Cta,
  guideButton: "Get Access Now",
  /** Where Get Access Now leads without the guide dialog: the guide on /crm-seo. */
  guideHref: `/crm-seo#${SETUP_GUIDE_SECTION_ID}`,
  videoLabel: "Watch the CRM integration overview",
  videoFallback: "Your browser does not support the video tag.",
  /** Shown in place of the video until a local video file exists (no external video host). */
  preview: {
    src: "/images/home/crm-integration-preview.svg",
    alt: "The CRM with the SEO panel open beside the lead pipeline, showing the site's optimization score and top keywords",
    width: 1280,
    height: 720,
  },
} as const;

/** The digital-marketing services grid of the Done-For-You section. */
export const doneForYouSection = {
  id: "done-for-you",
  /** The services grid's id: the top bar's Services item links to /#services. */
  gridId: "services",
  badge: site.badges.doneForYou,
  title: "Let Our Experts Grow Your Business",
  description: "Local SEO, websites, paid ads, content and reputation, managed by one team.",
  services: [
    {
      title: "Local SEO Professional",
      description: "Google Business Profile, citations, reviews and local pages, managed for you.",
      href: "/services/local-seo",
      icon: "map-pin",
      price: fromPerMonth(PRICES.localSeoProfessional),
    },
    {
      title: "Website + Local SEO",
      description: "A new website and a local SEO campaign together.",
      href: "/services/done-for-you",
      icon: "globe",
      price: fromPerMonth(PRICES.websiteLocalSeo),
      badge: "Most Popular",
    },
    {
      title: "Paid Ads Management",
      description: "Google and social campaigns tuned for calls and bookings.",
      href: "/services/done-for-you",
      icon: "megaphone",
    },
    {
      title: "Content Marketing",
      description: "Articles and landing pages written for your customers and for search.",
      href: "/services/content-optimization",
      icon: "file-text",
    },
    {
      title: "Reputation Management",
      description: "Review requests, monitoring and responses that build trust.",
      href: "/services/done-for-you",
      icon: "star",
    },
    {
      title: "Technical SEO",
      description: "Crawl, speed and indexing fixes by our engineers.",
      href: "/services/technical-seo",
      icon: "wrench",
      price: fromPerMonth(PRICES.technicalSeo),
    },
  ] satisfies MenuCardItem[],
  summary: `Full Done-For-You programmes are ${perMonth(PRICES.doneForYou)}.`,
  primaryCta: { label: "Get Custom Quote", href: "/contact?service=done-for-you" } satisfies Cta,
  secondaryCta: { label: "Book Consultation", href: "/book-demo" } satisfies Cta,
} as const;

/** The website-development section (custom builds from $2,999; see ADR 004). */
export const websiteServicesSection = {
  id: "website-services",
  badge: "Website Development",
  title: "Websites Built to Rank and Convert",
  description: `Custom websites ${fromUsd(PRICES.websiteDevelopment).toLowerCase()}, optimization of your current site ${fromUsd(PRICES.websiteOptimization).toLowerCase()} and e-commerce ${fromUsd(PRICES.ecommerce).toLowerCase()}.`,
  stats: [
    { value: site.claims.projects, label: "Projects delivered" },
    { value: site.claims.faster, label: "Faster load times" },
    { value: site.claims.moreLeads, label: "More leads" },
    { value: WEBSITE_TEMPLATES, label: "Templates" },
  ],
  industries: [
    { title: "Fire Unions", icon: "flame", href: "/services/website-development#fire-unions" },
    { title: "Veterinary Clinics", icon: "paw", href: "/services/website-development#veterinary-clinics" },
    { title: "Real Estate", icon: "home", href: "/services/website-development#real-estate" },
    { title: "Service Businesses", icon: "wrench", href: "/services/website-development#service-businesses" },
  ] satisfies { title: string; icon: IconName; href: string }[],
  cta: { label: "Start Project", href: "/contact?service=website-development" } satisfies Cta,
  image: {
    src: "/images/home/website-preview.svg",
    alt: "A mobile-first website shown on a laptop and a phone, with a passing page-speed check",
    width: 960,
    height: 600,
  },
} as const;

/** The closing call-to-action block. */
export const ctaBlock = {
  title: "Ready to Rank Higher?",
  description: "Start with a free audit, or talk to us about doing it for you.",
  primaryCta: { label: "Start Free Audit", href: "/national-seo-audit" } satisfies Cta,
  secondaryCta: { label: "Get Expert Consultation", href: "/contact" } satisfies Cta,
} as const;
