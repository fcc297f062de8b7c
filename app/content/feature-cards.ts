/**
 * The eight feature cards of the home page (docs/product.md §3.7): five DIY tools, three done for you.
 * A list the home page's loader sends, kept apart from the section's words (ADR 022).
 */
import { featureNotes } from "./features";
import { site } from "./site";
import type { FeatureCard } from "./types";

export const featureCards: FeatureCard[] = [
  {
    icon: "file-text",
    title: "AI Content Writer",
    description: "Plan, write and optimize articles and landing pages around the keywords your customers search.",
    features: [
      "Unlimited articles",
      "Keyword and topic suggestions",
      "On-page scoring as you write",
      "Publish to your CMS",
    ],
    color: "purple",
    learnMore: "/services/content-optimization",
    serviceType: "diy",
    badge: featureNotes.articles,
  },
  {
    icon: "target",
    title: "Keyword Rank Tracker",
    description: "Daily rankings by city, device and search engine, with alerts when positions move.",
    features: ["Track up to 5,000 keywords", "Local and national rankings", "Map pack tracking", "Scheduled reports"],
    color: "blue",
    learnMore: "/services/rank-tracking",
    serviceType: "diy",
    badge: featureNotes.keywords,
  },
  {
    icon: "activity",
    title: "Real-Time Analytics",
    description: "Traffic, rankings and conversions in one dashboard, connected to Google Search Console.",
    features: ["Live traffic and conversions", "Google Search Console data", "Custom dashboards", "Shareable reports"],
    color: "cyan",
    learnMore: "/services/performance-analysis",
    serviceType: "diy",
    badge: featureNotes.analytics,
  },
  {
    icon: "line-chart",
    title: "Competitor Analysis",
    description: "See the keywords, pages and backlinks that put competitors ahead, and where you can pass them.",
    features: ["Unlimited competitors", "Keyword gap analysis", "Backlink comparison", "Content gap reports"],
    color: "indigo",
    learnMore: "/services/performance-analysis",
    serviceType: "diy",
    badge: featureNotes.competitors,
  },
  {
    icon: "wrench",
    title: "Technical SEO Audit",
    description: "Automated crawls that find what stops search engines reading your site, with fixes in plain English.",
    features: [
      `Checks ${site.claims.technicalIssues}`,
      "Core Web Vitals",
      "Broken links and redirects",
      "Indexing and sitemaps",
    ],
    color: "emerald",
    learnMore: "/services/technical-seo",
    serviceType: "diy",
  },
  {
    icon: "map-pin",
    title: "Local SEO Management",
    description: "Our team optimizes your Google Business Profile, builds citations and grows your reviews.",
    features: ["Google Business Profile optimization", "Citation building", "Review generation", "Local landing pages"],
    color: "orange",
    learnMore: "/services/local-seo",
    serviceType: "done-for-you",
  },
  {
    icon: "rocket",
    title: "Done-For-You Marketing",
    description: "Local SEO, content, paid ads and reputation run by a dedicated account manager.",
    features: [
      "Dedicated account manager",
      "Content and link building",
      "Paid ads management",
      "Monthly strategy calls",
    ],
    color: "pink",
    learnMore: "/services/done-for-you",
    serviceType: "done-for-you",
    badge: site.claims.moreLeads,
  },
  {
    icon: "code",
    title: "Website Development",
    description: "Fast, mobile-first websites built to rank and to turn visitors into leads.",
    features: ["Custom design", "SEO-ready build", "CRM-connected forms", "Speed optimization"],
    color: "teal",
    learnMore: "/services/website-development",
    serviceType: "done-for-you",
  },
];
