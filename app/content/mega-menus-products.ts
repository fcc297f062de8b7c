/**
 * CRM and Websites mega-menus (docs/product.md §2).
 */
import { fromPerMonth, fromUsd, perMonth, PRICES, usd, WEBSITE_TEMPLATES } from "./prices";
import { site } from "./site";
import type { MegaMenu } from "./types";

export const crmMenu: MegaMenu = {
  key: "crm",
  label: "CRM",
  title: "Industry CRM + SEO",
  description: "CRMs built for your industry, with SEO tools and marketing automation included.",
  groups: [
    {
      id: "products",
      title: "Industry CRMs",
      items: [
        {
          title: "Veterinary CRM",
          description: "Appointment reminders, client follow-ups and local SEO for animal hospitals and clinics.",
          href: "/crm-seo#veterinary",
          icon: "paw",
          price: fromPerMonth(PRICES.industryCrm),
        },
        {
          title: "Real Estate CRM",
          description: "Lead capture from listings, drip campaigns and neighborhood SEO for agents and brokers.",
          href: "/crm-seo#real-estate",
          icon: "home",
          price: fromPerMonth(PRICES.industryCrm),
        },
        {
          title: "Labor Union CRM",
          description: "Member records, dues reminders and organizing campaigns, with a searchable public site.",
          href: "/crm-seo#labor-union",
          icon: "handshake",
          price: fromPerMonth(PRICES.industryCrm),
        },
        {
          title: "Community Organization CRM",
          description: "Volunteers, donors and events in one place, with SEO that brings new supporters.",
          href: "/crm-seo#community-organization",
          icon: "users",
          price: fromPerMonth(PRICES.industryCrm),
        },
      ],
    },
    {
      id: "capabilities",
      title: "Built In",
      items: [
        {
          title: "Lead Attribution",
          description: "See which keyword, page or campaign produced each lead in your pipeline.",
          href: "/crm-seo#lead-attribution",
          icon: "target",
          benefit: "Know what every lead cost",
        },
        {
          title: "Automated Workflows",
          description: "Follow-ups, review requests and nurture sequences that run on their own.",
          href: "/crm-seo#automated-workflows",
          icon: "workflow",
          benefit: site.claims.moreLeads,
        },
      ],
    },
  ],
  cta: {
    title: "Already use our CRM platform?",
    description: `Activate the SEO integration from ${perMonth(PRICES.crmSeo)}, ${usd(PRICES.diyProfessional - PRICES.crmSeo)} less than the standalone plan.`,
    label: "Get Started",
    href: "/crm-seo",
    icon: "link",
  },
};

export const websitesMenu: MegaMenu = {
  key: "websites",
  label: "Websites",
  title: "Website Development",
  description: "Websites designed to rank and built to turn visitors into customers.",
  groups: [
    {
      id: "packages",
      title: "Packages",
      items: [
        {
          title: "Custom Website",
          description: "A site designed around your brand, content and lead goals.",
          href: "/services/website-development",
          icon: "layout",
          price: fromUsd(PRICES.websiteDevelopment),
          badge: "Most Popular",
        },
        {
          title: "Website Optimization",
          description: "Speed, accessibility and on-page SEO improvements for an existing site.",
          href: "/services/website-development",
          icon: "zap",
          price: fromUsd(PRICES.websiteOptimization),
        },
        {
          title: "E-commerce Website",
          description: "A store with product search, payments and product-page SEO.",
          href: "/services/website-development",
          icon: "shopping-cart",
          price: fromUsd(PRICES.ecommerce),
        },
        {
          title: "Template Library",
          description: `Start from ${WEBSITE_TEMPLATES} templates and launch sooner.`,
          href: "/services/website-development",
          icon: "layers",
          badge: `${WEBSITE_TEMPLATES} templates`,
        },
      ],
    },
    {
      id: "key-features",
      title: "Key Features",
      items: [
        {
          title: "Mobile-First Design",
          description: "Layouts that work on every phone, tablet and desktop.",
          href: "/services/website-development",
          icon: "smartphone",
        },
        {
          title: "SEO-Ready Build",
          description: "Clean markup, structured data and fast pages from day one.",
          href: "/services/website-development",
          icon: "search",
        },
        {
          title: "Fast Loading",
          description: "Optimized images, caching and code that keep visitors on the page.",
          href: "/services/website-development",
          icon: "gauge",
          benefit: site.claims.faster,
        },
        {
          title: "CRM & Lead Capture",
          description: "Forms and bookings that land straight in your CRM.",
          href: "/crm-seo",
          icon: "link",
        },
      ],
    },
    {
      id: "industries",
      title: "Industry Solutions",
      items: [
        {
          title: "Fire Unions",
          description: "Member portals, news and event pages for firefighter locals.",
          href: "/services/website-development#fire-unions",
          icon: "flame",
        },
        {
          title: "Veterinary Clinics",
          description: "Online booking, service pages and pet-owner resources.",
          href: "/services/website-development#veterinary-clinics",
          icon: "paw",
        },
        {
          title: "Real Estate",
          description: "Listing search, agent profiles and neighborhood guides.",
          href: "/services/website-development#real-estate",
          icon: "home",
        },
        {
          title: "Service Businesses",
          description: "Quote requests, service-area pages and reviews for trades and home services.",
          href: "/services/website-development#service-businesses",
          icon: "wrench",
        },
      ],
    },
  ],
  process: [
    {
      step: 1,
      title: "Design",
      description: "Wireframes and mock-ups shaped around your goals and brand.",
      icon: "palette",
    },
    { step: 2, title: "Develop", description: "A fast, accessible, SEO-ready build on a modern stack.", icon: "code" },
    {
      step: 3,
      title: "Launch",
      description: "Testing, redirects and analytics set up before go-live.",
      icon: "rocket",
    },
    {
      step: 4,
      title: "Optimize",
      description: "Ongoing speed, content and conversion improvements.",
      icon: "trending-up",
    },
  ],
  cta: {
    title: "Ready for a website that ranks?",
    description: "Tell us about your business and we will come back with a plan and a quote.",
    label: "Start Project",
    href: "/contact?service=website-development",
    icon: "rocket",
  },
};
