/**
 * Headings and labels the page templates print around each page's own content: breadcrumbs and
 * the sub-headings of service, city, audit and case-study pages, and the words on their visuals.
 */
import { site } from "./site";

/** Labels shared by the copy pages. */
export const pageLabels = {
  contents: "On this page",
  /** The offices on /contact. */
  visit: "Our Offices",
} as const;

export const breadcrumbLabels = {
  label: "Breadcrumb",
  home: "Home",
  caseStudies: "Case Studies",
  serviceAreas: "Service Areas",
} as const;

export const servicePageLabels = {
  benefits: "Why It Works",
  deliverables: "What You Get",
  process: "How It Works",
  sections: "Industries We Build For",
  sectionsLead:
    "Example designs for the industries we know best. They show the kind of site we build; they are not clients' sites.",
  faqs: "Frequently Asked Questions",
  price: "Pricing",
  product: "See It in the Product",
  productLead:
    "An illustration of how the product lays out this part of its screens, filled with sample data: none of its figures is a client's.",
} as const;

/** Words on the illustrations the site draws itself. */
export const visualLabels = {
  /** On product panels: the figures are examples, not anyone's results. */
  sample: "Sample data",
  /** On website mock-ups: a design, not a client's site. */
  exampleDesign: "Example design",
} as const;

export const mapLabels = {
  title: (state: string, office: string) => `Map of ${state} with the ${office} office`,
  description: (state: string, office: { name: string; city: string }, others: string[]) =>
    `${office.name} is marked in ${office.city}, ${state}.` +
    (others.length > 0 ? ` Other offices in ${state}: ${others.join(", ")}.` : ""),
  otherOffices: (state: string) => `Other offices in ${state}`,
  leadOffices: "Lead offices: Tampa and Cheyenne",
  scale: (miles: number) => `${miles} mi`,
} as const;

export const cityPageLabels = {
  areasServed: (place: string, kind: "city" | "region") =>
    kind === "region" ? `Areas We Serve Across ${place}` : `Areas We Serve Around ${place}`,
  services: (place: string) => `Local SEO, Web Design and Marketing in ${place}`,
  serviceCards: [
    {
      title: (place: string) => `Local SEO in ${place}`,
      description: "Google Business Profile care, reviews and location pages that win the map pack.",
      href: "/services/local-seo",
    },
    {
      title: (place: string) => `Web Design in ${place}`,
      description: "Fast, mobile-first websites with SEO built in from the first line of code.",
      href: "/services/website-development",
    },
    {
      title: (place: string) => `Digital Marketing in ${place}`,
      description: "Content, paid ads and reputation run for you by one accountable team.",
      href: "/services/done-for-you",
    },
  ],
  // The same four figures on every city page: they are the whole company's, and the heading says so.
  stats: "Results Across All Our Offices",
  statNames: {
    trafficGrowth: "Organic traffic growth",
    yearsExperience: "Years of experience",
    avgRanking: "Average ranking",
    industriesServed: "Industries served",
  },
  /** Where a figure comes from, under it. */
  statNotes: {
    avgRanking: "Typical after working with us",
  } as Partial<Record<"trafficGrowth" | "yearsExperience" | "avgRanking" | "industriesServed", string>>,
  office: (officeName: string) => `Contact ${officeName}`,
  address: "Address",
  hours: "Hours",
  map: "Open in Google Maps",
  newTab: "opens in a new tab",
  rating: (rating: number, count: number) => `Rated ${rating} out of 5 from ${count} reviews`,
  faqs: "Local Questions",
  ctaTitle: (place: string) => `See How Your Business Shows Up in ${place}`,
  ctaText: `Run a free SEO audit: ${site.claims.noLogin.toLowerCase()}. Then talk to a local specialist about what to fix first.`,
  ctaAudit: "Start Free Audit",
  ctaContact: "Get Custom Quote",
  contactHref: "/contact?service=local-seo",
} as const;

export const auditPageLabels = {
  formTitle: "Run Your Free Audit",
  checks: "What the Audit Checks",
  trust: [site.claims.sitesAnalyzed, site.claims.sslSecure, site.claims.noLogin],
} as const;

export const caseStudyLabels = {
  client: "Client",
  industry: "Industry",
  location: "Location",
  challenge: "The Challenge",
  approach: "What We Did",
  results: "Results",
  outcomes: "What Changed",
  services: "Services Used",
  readMore: "Read the case study",
  measure: "Measure",
  before: "Before",
  after: "After",
  change: "Change",
  points: "points",
  /** The chart of a case study's published figures (ADR 078). */
  chartTitle: "Before and After",
  chartCaption: "The figures the client agreed to publish. A number's change is counted from where it started.",
  /** Beside figures the team wrote for the local demo (the seed's), never a client's. */
  example: "Illustrative example",
} as const;

export const serviceAreasLabels = {
  offices: "Our Offices",
  localPages: (state: string) => `Local SEO Pages in ${state}`,
  otherOffices: "Our other offices",
} as const;

export const crmSeoLabels = {
  plans: "Plans and Pricing",
  plansLead:
    "SEO inside the CRM you already use, or a CRM made for your industry with the SEO tools and marketing automation built in.",
  features: "Built into Every Plan",
} as const;

export const sitemapLabels = {
  pages: (count: number) => `${count} pages`,
} as const;
