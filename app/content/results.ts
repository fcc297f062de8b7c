/**
 * The free-audit section's copy and the typical results (docs/product.md §2, §3). The figures are the
 * specification's; nothing else here is presented as a measurement.
 */
import { CTA } from "./ctas";
import { site } from "./site";
import type { Cta, IconName } from "./types";

export const auditSection = {
  id: "audit-section",
  badge: "Free SEO Audit",
  title: "See What's Holding Your Website Back",
  description: `Enter your website for an instant preview, then a full SEO report in about 60 seconds. ${site.claims.noLogin}.`,
  submitLabel: "Analyze My Website",
  trust: [site.claims.sitesAnalyzed, site.claims.sslSecure, site.claims.noLogin],
  revealsTitle: "What Your Audit Reveals",
  metricsTitle: "Key Metrics in Your Full Report",
} as const;

/** The stand-alone audit tool (/audit): its header's link to a person. */
export const auditToolPage = {
  consultation: { label: "Book a free consultation", href: "/book-demo" },
  /** The same link's words on a phone, where the long label does not fit beside the brand. */
  consultationShort: "Book a call",
} as const;

/** What the audit reveals (the list beside the form). */
export interface AuditReveal {
  title: string;
  description: string;
  icon: IconName;
}

export interface AuditMetric {
  label: string;
  description: string;
  icon: IconName;
}

export const auditReveals: AuditReveal[] = [
  {
    title: "Technical Issues",
    description: `Crawl errors, broken links and redirect chains, from ${site.claims.technicalIssues}.`,
    icon: "wrench",
  },
  { title: "Page Speed", description: "Core Web Vitals and the assets slowing your pages down.", icon: "gauge" },
  {
    title: "On-Page SEO",
    description: "Titles, descriptions, headings and content gaps on every page.",
    icon: "file-text",
  },
  { title: "Mobile Experience", description: "Layout, tap targets and readability on phones.", icon: "smartphone" },
  { title: "Backlink Profile", description: "Who links to you, and which links help or hurt.", icon: "link" },
  { title: "Local Visibility", description: "Your Google Business Profile and local citations.", icon: "map-pin" },
];

/** Key metrics the report scores. */
export const keyAuditMetrics: AuditMetric[] = [
  { label: "Site Health", description: "Share of pages free of technical issues", icon: "activity" },
  { label: "Optimization Score", description: "How well pages match their target keywords", icon: "target" },
  { label: "Domain Power", description: "Authority from the links pointing at your site", icon: "award" },
  { label: "Page Speed", description: "Load and interaction times on mobile and desktop", icon: "zap" },
];

/**
 * The results block: a published case study's figures (records, ADR 078; none here) beside the
 * typical ranges across clients (the specification's impact comparison), two sources labeled as
 * such, so one client's figures are never read against another's.
 */
export const resultsBlock = {
  title: "Real Results from Real Fixes",
  /** The block's heading while no case study has published figures: the typical ranges alone. */
  typicalTitle: "What Clients Typically See",
  beforeLabel: "Before",
  afterLabel: "After",
  caseStudySource: (client: string) => `Case study: ${client}`,
  impactTitle: "What clients typically see",
  impactCaption: "Typical results before and after working with us",
  impactNote: "Typical ranges across local clients; your starting point and market decide your own.",
  readCaseStudy: "Read the case study",
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
  cta: CTA.bookConsultation,
};
