/**
 * Headings and labels the page templates print around each page's own content: breadcrumbs and
 * the sub-headings of service, city, audit and case-study pages.
 */
import { site } from "./site";

/** Labels shared by the copy pages. */
export const pageLabels = {
  contents: "On this page",
} as const;

export const breadcrumbLabels = {
  label: "Breadcrumb",
  home: "Home",
  caseStudies: "Case Studies",
  serviceAreas: "Service Areas",
} as const;

export const servicePageLabels = {
  benefits: "Why it works",
  deliverables: "What you get",
  process: "How it works",
  sections: "Industries we build for",
  faqs: "Frequently asked questions",
  price: "Pricing",
} as const;

export const cityPageLabels = {
  areasServed: (place: string) => `Areas we serve around ${place}`,
  localKeywords: "Searches we help you win",
  stats: "Results our clients see",
  statNames: {
    trafficGrowth: "Organic traffic growth",
    yearsExperience: "Years of experience",
    avgRanking: "Average ranking",
    industriesServed: "Industries served",
  },
  office: (officeName: string) => `Visit ${officeName}`,
  address: "Address",
  hours: "Hours",
  phone: "Phone",
  email: "Email",
  map: "Open in Google Maps",
  newTab: "opens in a new tab",
  rating: (rating: number, count: number) => `Rated ${rating} out of 5 from ${count} reviews`,
  faqs: "Local questions",
  ctaTitle: (place: string) => `See how your business shows up in ${place}`,
  ctaText: `Run a free SEO audit: ${site.claims.noLogin.toLowerCase()}. Then talk to a local specialist about what to fix first.`,
  ctaAudit: "Start Free Audit",
  ctaContact: "Get Custom Quote",
  contactHref: "/contact?service=local-seo",
} as const;

export const auditPageLabels = {
  formTitle: "Run your free audit",
  checks: "What the audit checks",
  trust: [site.claims.sitesAnalyzed, site.claims.sslSecure, site.claims.noLogin],
  helpTitle: "Want a specialist to walk you through it?",
} as const;

export const caseStudyLabels = {
  industry: "Industry",
  location: "Location",
  challenge: "The challenge",
  approach: "What we did",
  results: "Results",
  outcomes: "What changed",
  services: "Services used",
  readMore: "Read the case study",
} as const;

export const serviceAreasLabels = {
  offices: "Our offices",
} as const;

export const crmSeoLabels = {
  plans: "Plans and pricing",
} as const;
