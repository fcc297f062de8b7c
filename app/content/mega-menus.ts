/**
 * The five mega-menus of the top bar (docs/product.md §2). Services and Features live here; CRM, Websites and
 * Pricing in mega-menus-products.ts. `megaMenus` collects all five by key.
 */
import { pricingMenu } from "./mega-menu-pricing";
import { crmMenu, websitesMenu } from "./mega-menus-products";
import { fromPerMonth, fromUsd, perMonth, PRICES, usd } from "./prices";
import { site } from "./site";
import type { MegaMenu, MegaMenuKey } from "./types";

export const servicesMenu: MegaMenu = {
  key: "services",
  label: "Services",
  title: "SEO & Marketing Services",
  description: "Hands-on help from our team, from a single local campaign to enterprise programs.",
  groups: [
    {
      id: "popular",
      title: "Popular Services",
      items: [
        {
          title: "Local SEO Services",
          description: "Google Business Profile optimization, citations and reviews that win the map pack.",
          href: "/services/local-seo",
          icon: "map-pin",
          badge: "Most Popular",
          price: fromPerMonth(PRICES.localSeoProfessional),
          benefit: "More calls from customers nearby",
        },
        {
          title: "Technical SEO",
          description: "Crawl, speed and indexing fixes so search engines can read every page.",
          href: "/services/technical-seo",
          icon: "wrench",
          price: fromPerMonth(PRICES.technicalSeo),
          benefit: `Finds ${site.claims.technicalIssues}`,
        },
        {
          title: "Done-For-You Services",
          description: "Local SEO, content, paid ads and reputation managed by one team.",
          href: "/services/done-for-you",
          icon: "rocket",
          badge: "Hands-Free",
          price: perMonth(PRICES.doneForYou),
          benefit: site.claims.moreLeads,
        },
      ],
    },
    {
      id: "enterprise",
      title: "Enterprise",
      items: [
        {
          title: "Enterprise Solutions",
          description: "Multi-location and national SEO programs with a dedicated strategist.",
          href: "/services/enterprise",
          icon: "building",
          pricing: "Custom pricing",
          features: ["Multi-location SEO", "Dedicated strategist", "Custom reporting"],
        },
        {
          title: "Enterprise Marketing",
          description: "Paid ads, content and reputation management run as one program.",
          href: "/services/enterprise",
          icon: "megaphone",
          price: "Custom",
          benefit: "One team for every channel",
        },
        {
          title: "CRM + SEO Integration",
          description: "Activate SEO tools inside the CRM you already use.",
          href: "/crm-seo",
          icon: "link",
          price: fromPerMonth(PRICES.crmSeo),
          benefit: `${usd(PRICES.diyProfessional - PRICES.crmSeo)} less than the standalone plan`,
        },
      ],
    },
    {
      id: "development",
      title: "Development",
      items: [
        {
          title: "Website Development",
          description: "Custom, fast, SEO-ready websites built to convert visitors into leads.",
          href: "/services/website-development",
          icon: "code",
          price: fromUsd(PRICES.websiteDevelopment),
          benefit: site.claims.faster,
        },
        {
          title: "Website Optimization",
          description: "Speed, structure and conversion improvements for the site you have.",
          href: "/services/website-development",
          icon: "zap",
          price: fromUsd(PRICES.websiteOptimization),
        },
        {
          title: "E-commerce Websites",
          description: "Online stores with product SEO, payments and inventory built in.",
          href: "/services/website-development",
          icon: "shopping-cart",
          price: fromUsd(PRICES.ecommerce),
        },
      ],
    },
  ],
  quickActions: [
    { label: "Free SEO Audit", href: "/national-seo-audit", icon: "search" },
    { label: "Case Studies", href: "/case-studies", icon: "file-text" },
    { label: "Contact Sales", href: "/contact?service=enterprise", icon: "phone" },
  ],
  cta: {
    title: "Not sure which service fits?",
    description: "A free 30-minute strategy session maps the fastest route to more leads for your business.",
    label: "Schedule Consultation",
    href: "/book-demo",
    icon: "calendar",
  },
};

export const featuresMenu: MegaMenu = {
  key: "features",
  label: "Features",
  title: "DIY SEO Platform",
  description: "AI-powered tools to research, write, fix and track, at a fraction of agency cost.",
  groups: [
    {
      id: "core",
      title: "Core Tools",
      items: [
        {
          title: "AI Content Writer",
          description: "Write and optimize search-ready articles and landing pages.",
          href: "/services/content-optimization",
          icon: "file-text",
          badge: "Unlimited articles",
        },
        {
          title: "Keyword Rank Tracker",
          description: "Daily positions for your keywords across locations and devices.",
          href: "/services/rank-tracking",
          icon: "target",
          benefit: "Track up to 5,000 keywords",
        },
        {
          title: "Technical Site Audit",
          description: "Automated crawls that flag broken links, slow pages and indexing problems.",
          href: "/services/technical-seo",
          icon: "wrench",
          benefit: `Checks ${site.claims.technicalIssues}`,
        },
        {
          title: "Google Business Profile Automation",
          description: "Scheduled posts, review monitoring and profile updates for every location.",
          href: "/services/local-seo",
          icon: "map-pin",
        },
      ],
    },
    {
      id: "analytics",
      title: "Analytics",
      items: [
        {
          title: "Real-Time Analytics",
          description: "Traffic, rankings and conversions in one live dashboard.",
          href: "/services/performance-analysis",
          icon: "activity",
          badge: "Real-time",
        },
        {
          title: "Competitor Analysis",
          description: "See the keywords, pages and links that put competitors ahead.",
          href: "/services/performance-analysis",
          icon: "line-chart",
          benefit: "Unlimited competitors",
        },
        {
          title: "Dashboard Preview",
          description: "Take a look at the dashboard before you sign up.",
          href: "/#dashboard",
          icon: "gauge",
        },
      ],
    },
    {
      id: "explore",
      title: "Explore",
      items: [
        {
          title: "Free SEO Audit",
          description: `Instant report on your site. ${site.claims.noLogin}.`,
          href: "/national-seo-audit",
          icon: "search",
          badge: "Free",
        },
        {
          title: "Case Studies",
          description: "How local businesses grew with our tools and team.",
          href: "/case-studies",
          icon: "award",
        },
        {
          title: "Plans & Pricing",
          description: "Compare the Starter, Professional and Enterprise plans.",
          href: "/#pricing",
          icon: "layers",
        },
      ],
    },
  ],
  cta: {
    title: site.badges.trial,
    description: "Try every DIY tool on the Starter or Professional plan. Month-to-month, no contract.",
    label: "Start Free Trial",
    href: "/national-seo-audit",
    icon: "rocket",
  },
};

export const megaMenus: Record<MegaMenuKey, MegaMenu> = {
  services: servicesMenu,
  features: featuresMenu,
  crm: crmMenu,
  websites: websitesMenu,
  pricing: pricingMenu,
};
