/**
 * The home page feature grid (docs/product.md §2, §3). DIY cards show Learn More, done-for-you cards show
 * Get Professional Help; both go to the card's service route.
 */
import { site } from "./site";
import type { FeatureCard } from "./types";

export const featuresSection = {
  id: "features",
  badge: site.badges.aiTools,
  title: "Everything You Need to Rank Higher",
  description: "Powerful tools to do it yourself, and an expert team when you would rather not.",
  labels: {
    expand: "Show Features",
    collapse: "Show Less",
    diy: "Learn More",
    doneForYou: "Get Professional Help",
  },
} as const;

/** The feature notes of docs/product.md §1, shown as badges on the cards they belong to. */
export const featureNotes = {
  articles: "Unlimited articles",
  keywords: "Keyword tracker up to 5,000 keywords",
  analytics: "Real-time analytics",
  competitors: "Unlimited competitors",
} as const;

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
    badge: site.badges.doneForYou,
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
