/**
 * The six "Explore Our Solutions" cards (docs/product.md §3.7). A list the home page's loader sends,
 * kept apart from the section's words so the browser's bundle does not carry it twice (ADR 022).
 */
import { fromPerMonth, PRICES } from "./prices";
import { site } from "./site";
import type { SolutionCard } from "./types";

export const solutionCards: SolutionCard[] = [
  {
    title: "DIY SEO Platform",
    subtitle: site.badges.aiTools,
    description: "Research keywords, write content, fix technical issues and track rankings yourself.",
    metric: site.badges.costSavings,
    badge: site.badges.trial,
    route: "/#pricing",
    colors: { from: "blue", to: "cyan" },
    icon: "search",
  },
  {
    title: "CRM SEO Integration",
    subtitle: "SEO inside the CRM you already use",
    description: "Activate SEO tools from your CRM and see which keyword produced each lead.",
    metric: fromPerMonth(PRICES.crmSeo),
    route: "/crm-seo",
    colors: { from: "indigo", to: "purple" },
    icon: "link",
  },
  {
    title: "Done-For-You Services",
    subtitle: "A team that does the work for you",
    description: "Local SEO, content, paid ads and reputation handled by our team.",
    metric: site.claims.moreLeads,
    badge: "Most Popular",
    route: "/services/done-for-you",
    colors: { from: "orange", to: "pink" },
    icon: "rocket",
  },
  {
    title: "Website Development",
    subtitle: "Built to rank and convert",
    description: "Custom, mobile-first websites for veterinary clinics, real estate, unions and service businesses.",
    metric: site.claims.faster,
    route: "/services/website-development",
    colors: { from: "teal", to: "emerald" },
    icon: "code",
  },
  {
    title: "Free SEO Audit",
    subtitle: site.claims.noLogin,
    description: `A full report on your site in about a minute, covering ${site.claims.technicalIssues}.`,
    metric: site.claims.sitesAnalyzed,
    badge: "Free",
    route: "/national-seo-audit",
    colors: { from: "green", to: "teal" },
    icon: "gauge",
  },
  {
    title: "Enterprise Solutions",
    subtitle: "Multi-location and national SEO",
    description: "Dedicated strategists, custom reporting and whitelabeled tools for brands with many locations.",
    metric: site.claims.projects,
    route: "/services/enterprise",
    colors: { from: "purple", to: "rose" },
    icon: "building",
  },
];
