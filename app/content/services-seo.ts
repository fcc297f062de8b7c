/**
 * Service pages: Local SEO and Technical SEO.
 */
import { fromPerMonth, PRICES, usd } from "./prices";
import { site } from "./site";
import type { ServicePage } from "./types";

export const localSeo: ServicePage = {
  slug: "local-seo",
  title: "Local SEO Services | Google Maps & Local Search Rankings",
  description:
    "Done-for-you local SEO: Google Business Profile optimization, citations, reviews and location pages that bring nearby customers to you.",
  h1: "Local SEO Services That Put You on the Map",
  intro: [
    "When someone nearby searches for what you sell, the map pack and the first few results get almost all of the calls. Local SEO is how you get there and stay there.",
    "Our Local SEO Professional service is run by our team: we optimize your Google Business Profile, fix your citations, grow your reviews and build pages for the areas you serve.",
  ],
  price: `Local SEO Professional: ${fromPerMonth(PRICES.localSeoProfessional)}`,
  benefits: [
    {
      title: "Map Pack Visibility",
      description: "Appear in the Google Maps results that customers call from.",
      icon: "map-pin",
    },
    {
      title: "More Reviews",
      description: "A simple system that asks happy customers at the right moment.",
      icon: "star",
    },
    {
      title: "Consistent Listings",
      description: "Name, address and phone correct across the directories that matter.",
      icon: "check-circle",
    },
    {
      title: "Clear Reporting",
      description: "Calls, direction requests and rankings by area, every month.",
      icon: "bar-chart",
    },
  ],
  deliverables: [
    "Google Business Profile audit and optimization",
    "Weekly Google Business Profile posts",
    "Citation clean-up and building",
    "Review generation and response templates",
    "Location and service-area pages",
    "Monthly ranking and calls report",
  ],
  process: [
    { step: 1, title: "Audit", description: "We review your profile, listings, website and top local competitors." },
    { step: 2, title: "Fix", description: "We correct listings, complete your profile and repair on-site issues." },
    { step: 3, title: "Build", description: "We add location pages, start review requests and post every week." },
    { step: 4, title: "Report", description: "You get a monthly report and a call to plan the next month." },
  ],
  faqs: [
    {
      question: "How is Local SEO Professional different from the full Done-For-You service?",
      answer: `Local SEO Professional (${fromPerMonth(PRICES.localSeoProfessional).toLowerCase()}) focuses on maps and local search. Done-For-You adds content, paid ads and reputation management with a dedicated account manager.`,
    },
    {
      question: "Do I need a physical address to rank locally?",
      answer:
        "Service-area businesses can hide their address and still rank; we set up your profile with the areas you serve instead.",
    },
  ],
  cta: { label: "Get Custom Quote", href: "/contact?service=local-seo" },
  closing: {
    title: "Get Found by the Customers Nearby",
    text: "Tell us where you work and what you sell. We will show you where you stand in the map pack and what it takes to lead it.",
  },
};

export const technicalSeo: ServicePage = {
  slug: "technical-seo",
  title: "Technical SEO Services | Site Audits, Speed & Indexing",
  description:
    "Technical SEO audits and fixes: crawl errors, Core Web Vitals, indexing, redirects and structured data, handled by specialists or with our DIY tools.",
  h1: "Technical SEO That Lets Search Engines Read Every Page",
  intro: [
    "Great content cannot rank if search engines struggle to crawl it, or if pages load too slowly for visitors to wait. Technical SEO removes those obstacles.",
    `Our audit checks ${site.claims.technicalIssues}. Run it yourself with the DIY Platform, or have our specialists fix what it finds.`,
  ],
  price: `Technical SEO: ${fromPerMonth(PRICES.technicalSeo)}`,
  benefits: [
    {
      title: "Full Crawl Coverage",
      description: "Every page discovered, with errors grouped by impact.",
      icon: "search",
    },
    { title: "Faster Pages", description: "Core Web Vitals improvements on mobile and desktop.", icon: "zap" },
    { title: "Clean Indexing", description: "Duplicates, redirects and canonicals sorted out.", icon: "layers" },
    { title: "Rich Results", description: "Structured data that makes your listings stand out.", icon: "star" },
  ],
  deliverables: [
    "Full technical audit with prioritized fix list",
    "Core Web Vitals and page speed improvements",
    "Redirect, canonical and duplicate-content fixes",
    "XML sitemap and robots.txt review",
    "Structured data implementation",
    "Monthly re-crawl and health report",
  ],
  process: [
    { step: 1, title: "Crawl", description: "We crawl your whole site and collect speed data for key templates." },
    { step: 2, title: "Prioritize", description: "Issues are ranked by how much they hold back rankings and revenue." },
    { step: 3, title: "Fix", description: "We make the fixes, or hand your developers clear instructions." },
    { step: 4, title: "Monitor", description: "Scheduled crawls catch new issues before they cost you traffic." },
  ],
  faqs: [
    {
      question: "Can I run the technical audit myself?",
      answer: `Yes. Every DIY plan includes automated site audits, from ${usd(PRICES.diyStarter)} a month. Start with the free audit to see a sample report.`,
    },
    {
      question: "Will you need access to my website?",
      answer: "For fixes, yes: we work through your CMS or with your developers. The audit itself needs only your URL.",
    },
  ],
  cta: { label: "Get Expert Consultation", href: "/contact?service=technical-seo" },
  closing: {
    title: "Find Out What Is Holding Your Site Back",
    text: "Run the free audit for a prioritized fix list, or have a specialist go through your site with you.",
  },
};
