/**
 * The free-audit section's copy and the results figures (docs/product.md §2, §3). The figures are the
 * specification's; nothing else here is presented as a measurement.
 */
import { site } from "./site";
import type { Cta, IconName } from "./types";

export const auditSection = {
  id: "audit-section",
  badge: "Free SEO Audit",
  title: "See What's Holding Your Website Back",
  description: `Enter your website and get a full SEO report in about 60 seconds. ${site.claims.noLogin}.`,
  inputLabel: "Website URL",
  inputPlaceholder: "yourwebsite.com",
  submitLabel: "Analyze My Website",
  trust: [site.claims.sitesAnalyzed, site.claims.sslSecure, site.claims.noLogin],
  revealsTitle: "What Your Audit Reveals",
  metricsTitle: "Key Metrics in Your Report",
} as const;

/** The stand-alone audit tool (/audit): its header's link to a person. */
export const auditToolPage = {
  consultation: { label: "Book a free consultation", href: "/book-demo" },
} as const;

/** What the audit reveals (the list beside the form). */
export const auditReveals: { title: string; description: string; icon: IconName }[] = [
  {
    title: "Technical issues",
    description: `Crawl errors, broken links and redirect chains, from ${site.claims.technicalIssues}.`,
    icon: "wrench",
  },
  { title: "Page speed", description: "Core Web Vitals and the assets slowing your pages down.", icon: "gauge" },
  {
    title: "On-page SEO",
    description: "Titles, descriptions, headings and content gaps on every page.",
    icon: "file-text",
  },
  { title: "Mobile experience", description: "Layout, tap targets and readability on phones.", icon: "smartphone" },
  { title: "Backlink profile", description: "Who links to you, and which links help or hurt.", icon: "link" },
  { title: "Local visibility", description: "Your Google Business Profile and local citations.", icon: "map-pin" },
];

/** Key metrics the report scores. */
export const keyAuditMetrics: { label: string; description: string; icon: IconName }[] = [
  { label: "Site Health", description: "Share of pages free of technical issues", icon: "activity" },
  { label: "Optimization Score", description: "How well pages match their target keywords", icon: "target" },
  { label: "Domain Power", description: "Authority from the links pointing at your site", icon: "award" },
  { label: "Page Speed", description: "Load and interaction times on mobile and desktop", icon: "zap" },
];

/** The results block and the before/after illustration. */
export const resultsClaims = {
  siteHealth: { before: 32, after: 94 },
  organicTrafficIncrease: 275,
} as const;

export const resultsBlock = {
  title: "Real Results from Real Fixes",
  siteHealthLabel: "Site health",
  siteHealthCaption: `Site health ${resultsClaims.siteHealth.before}% → ${resultsClaims.siteHealth.after}%`,
  trafficCaption: `${resultsClaims.organicTrafficIncrease}% increase in organic traffic`,
  beforeLabel: "Before",
  afterLabel: "After",
  impactTitle: "Impact of the fixes",
  impactCaption: "Typical results before and after working with us",
  caseStudy: { label: "Read the case study", href: "/case-studies/veterinary-practice-tampa-growth" },
  illustration: {
    src: "/images/home/before-after-site-health.svg",
    alt: `Before and after: site health rises from ${resultsClaims.siteHealth.before}% to ${resultsClaims.siteHealth.after}%`,
    width: 640,
    height: 360,
  },
} as const;

export interface ImpactRow {
  label: string;
  before: string;
  after: string;
}

/** Impact comparison: before and after working with us. */
export const impactComparison: ImpactRow[] = [
  { label: "Search visibility", before: "15%", after: "65%" },
  { label: "Average ranking", before: "#18", after: "#3" },
  { label: "Monthly visitors", before: "~500", after: "~2,500" },
];

export const consultationPromo: { badge: string; title: string; description: string; cta: Cta } = {
  badge: "Free",
  title: "Free 30-Minute Strategy Session",
  description: "Walk through your audit with an SEO specialist and leave with a prioritized plan.",
  cta: { label: "Book Consultation", href: "/book-demo" },
};
