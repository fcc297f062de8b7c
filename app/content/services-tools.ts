/**
 * Service pages for the DIY Platform's tools: content optimization, rank tracking and
 * performance analysis. They are included in every DIY plan.
 */
import { perMonth, PRICES } from "./prices";
import type { ServicePage } from "./types";

const includedInDiy = `Included in every DIY plan, from ${perMonth(PRICES.diyStarter)}`;
const startTrial = { label: "Start Free Trial", href: "/national-seo-audit" };
const consultation = { label: "Book Consultation", href: "/book-demo" };

export const contentOptimization: ServicePage = {
  slug: "content-optimization",
  title: "Content Optimization | AI Content Writer for SEO",
  description:
    "Plan, write and optimize articles and landing pages with our AI content writer. Unlimited articles, keyword guidance and on-page scoring.",
  h1: "Content That Ranks, Written in a Fraction of the Time",
  intro: [
    "Search engines reward pages that answer a searcher's question completely. Our AI content writer shows you which topics, questions and terms a page needs, and helps you write it.",
    "Write new articles, refresh pages that have slipped, and score every draft before it goes live.",
  ],
  price: `${includedInDiy} (unlimited articles)`,
  benefits: [
    {
      title: "Unlimited Articles",
      description: "Write as much as your strategy needs, with no per-article fees.",
      icon: "file-text",
    },
    {
      title: "Keyword Guidance",
      description: "Topics and terms drawn from the pages that already rank.",
      icon: "target",
    },
    {
      title: "On-Page Scoring",
      description: "A live score while you write, with specific suggestions.",
      icon: "gauge",
    },
  ],
  deliverables: [
    "AI article and landing page writer",
    "Topic and keyword suggestions",
    "Content score and on-page checklist",
    "Refresh suggestions for pages losing rankings",
    "One-click publishing to popular CMSs",
  ],
  process: [
    { step: 1, title: "Research", description: "Pick a keyword and see what the top results cover." },
    { step: 2, title: "Outline", description: "Generate an outline of headings and questions to answer." },
    { step: 3, title: "Write", description: "Draft with AI assistance and your own expertise." },
    { step: 4, title: "Optimize", description: "Raise the score, then publish and track the rankings." },
  ],
  faqs: [
    {
      question: "Will AI-written content hurt my rankings?",
      answer:
        "Search engines judge content on whether it helps readers, not how it was drafted. Use the writer for structure and speed, and add your own knowledge and examples before publishing.",
    },
    {
      question: "Can your team write the content for me?",
      answer: "Yes. Content marketing is part of our Done-For-You services.",
    },
  ],
  cta: startTrial,
  closing: {
    title: "Write Pages That Answer Every Question",
    text: "Start a free trial and score your first draft today. Plans run month-to-month, with no contract.",
    secondary: consultation,
  },
};

export const rankTracking: ServicePage = {
  slug: "rank-tracking",
  title: "Keyword Rank Tracking | Track Up to 5,000 Keywords",
  description:
    "Daily keyword rankings by location and device, map pack tracking and competitor comparisons. Track up to 5,000 keywords from one dashboard.",
  h1: "Know Exactly Where You Rank, Every Day",
  intro: [
    "Rankings change daily and differ from one side of town to the other. Our keyword rank tracker checks your positions where your customers actually search.",
    "Track up to 5,000 keywords, compare yourself with competitors and get alerts when something moves.",
  ],
  price: `${includedInDiy} (up to 5,000 keywords)`,
  benefits: [
    {
      title: "Local Accuracy",
      description: "Rankings checked from the cities and ZIP codes you serve.",
      icon: "map-pin",
    },
    { title: "Map Pack Tracking", description: "See where you appear in Google Maps results too.", icon: "target" },
    { title: "Competitor View", description: "Watch competitors' positions alongside your own.", icon: "users" },
  ],
  deliverables: [
    "Daily rank checks for up to 5,000 keywords",
    "Desktop and mobile results",
    "Local and map pack positions",
    "Ranking change alerts",
    "Scheduled and whitelabeled reports (Enterprise)",
  ],
  process: [
    { step: 1, title: "Add Keywords", description: "Import your list or pick from suggestions." },
    { step: 2, title: "Set Locations", description: "Choose the cities and devices to track." },
    { step: 3, title: "Watch Trends", description: "See daily changes and what caused them." },
    { step: 4, title: "Share", description: "Send scheduled reports to your team or clients." },
  ],
  faqs: [
    {
      question: "How many keywords can I track?",
      answer: "Up to 5,000 keywords, with daily updates.",
    },
    {
      question: "Can I track rankings in several cities?",
      answer: "Yes. Set a location for each keyword group to see rankings as searchers there see them.",
    },
  ],
  cta: startTrial,
  closing: {
    title: "See Where You Rank, Town by Town",
    text: "Start a free trial and add your first keywords in minutes. Plans run month-to-month, with no contract.",
    secondary: consultation,
  },
};

export const performanceAnalysis: ServicePage = {
  slug: "performance-analysis",
  title: "SEO Performance Analysis | Real-Time Analytics",
  description:
    "Real-time SEO analytics: traffic, rankings, conversions and unlimited competitor analysis in one dashboard connected to Google Search Console.",
  h1: "SEO Performance Analysis in Real Time",
  intro: [
    "See what your SEO is really producing: the traffic, rankings and conversions it brings, updated as they happen.",
    "Compare yourself against unlimited competitors to find the keywords, pages and links that put them ahead.",
  ],
  price: `${includedInDiy} (real-time analytics, unlimited competitors)`,
  benefits: [
    {
      title: "Real-Time Analytics",
      description: "Traffic and conversions as they happen, not a month later.",
      icon: "activity",
    },
    {
      title: "Unlimited Competitors",
      description: "Benchmark against every competitor that matters to you.",
      icon: "line-chart",
    },
    {
      title: "Search Console Built In",
      description: "Clicks, impressions and queries from Google Search Console.",
      icon: "bar-chart",
    },
  ],
  deliverables: [
    "Real-time traffic and conversion dashboard",
    "Google Search Console integration",
    "Competitor keyword and backlink gap analysis",
    "Custom dashboards and shareable reports",
  ],
  process: [
    { step: 1, title: "Connect", description: "Link Google Search Console and your analytics." },
    { step: 2, title: "Benchmark", description: "Add competitors and see where they lead." },
    { step: 3, title: "Act", description: "Turn gaps into a prioritized list of pages and keywords." },
    { step: 4, title: "Measure", description: "Track the results of each change over time." },
  ],
  faqs: [
    {
      question: "Which data sources do you connect to?",
      answer: "Google Search Console and Google Business Profile, alongside our own crawl and ranking data.",
    },
    {
      question: "Is there a limit on competitors?",
      answer: "No. Competitor analysis is unlimited on every plan.",
    },
  ],
  cta: startTrial,
  closing: {
    title: "Know What Your SEO Is Really Producing",
    text: "Start a free trial and connect Search Console in a few clicks. Plans run month-to-month, with no contract.",
    secondary: consultation,
  },
};
