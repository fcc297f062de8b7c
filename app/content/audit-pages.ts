/**
 * The three audit landing pages (docs/product.md §2). The national one is the target of Free Audit and
 * Start Free Trial.
 *
 * remix.config.js makes one route per slug from audit-slugs.json (it cannot import TypeScript);
 * route-slugs.test.ts keeps that list equal to these pages.
 */
import { TRIAL_DAYS } from "./prices";
import { site } from "./site";
import type { AuditPage, StateCode } from "./types";

const consultation = { label: "Book Consultation", href: "/book-demo" };
const localQuote = { label: "Get Custom Quote", href: "/contact?service=local-seo" };

const coreChecks: AuditPage["checks"] = [
  {
    title: "Technical Health",
    description: `Crawlability, indexing, redirects and broken links: ${site.claims.technicalIssues} checked.`,
    icon: "wrench",
  },
  {
    title: "Page Speed",
    description: "Core Web Vitals on mobile and desktop, with the assets slowing each page.",
    icon: "gauge",
  },
  {
    title: "On-Page SEO",
    description: "Titles, meta descriptions, headings, images and internal links.",
    icon: "file-text",
  },
  { title: "Security", description: "HTTPS, mixed content and certificate problems.", icon: "lock" },
  { title: "Backlinks", description: "Referring domains, anchor text and links that could hurt you.", icon: "link" },
];

export const auditPages: AuditPage[] = [
  {
    slug: "florida-seo-audit",
    title: "Free Florida SEO Audit | Check Your Local Rankings",
    description:
      "Free SEO audit for Florida businesses. See technical issues, page speed and how you appear in local search from Tampa to Miami. No login required.",
    h1: "Free SEO Audit for Florida Businesses",
    intro: [
      "Find out how your website and Google Business Profile perform in Florida search. The audit checks your site the way search engines see it and highlights what to fix first.",
      "Our Tampa, Miami, Orlando, Jacksonville and St. Petersburg teams review audits every week. Request a walkthrough and a specialist will go through your results with you.",
    ],
    checks: [
      ...coreChecks,
      {
        title: "Florida Local Presence",
        description: "Your Google Business Profile, citations and location pages for Florida cities.",
        icon: "map-pin",
      },
    ],
    cta: consultation,
    closing: {
      title: "Want a Specialist to Walk You Through It?",
      text: "Book a free 30-minute session with our Florida team. We will go through your results and agree what to fix first.",
      secondary: localQuote,
    },
  },
  {
    slug: "wyoming-seo-audit",
    title: "Free Wyoming SEO Audit | Check Your Local Rankings",
    description:
      "Free SEO audit for Wyoming businesses, from Cheyenne to Jackson. See what stops your site ranking and how you show up locally. No login required.",
    h1: "Free SEO Audit for Wyoming Businesses",
    intro: [
      "Wyoming customers search across long distances, so being found in the right towns matters. The audit shows how your site performs and whether your listings reach the places you serve.",
      "Our Cheyenne team and offices across Wyoming can walk you through the report and suggest the fixes that will make the biggest difference.",
    ],
    checks: [
      ...coreChecks,
      {
        title: "Wyoming Local Presence",
        description: "Your Google Business Profile, service area and citations across Wyoming towns.",
        icon: "map-pin",
      },
    ],
    cta: consultation,
    closing: {
      title: "Want a Specialist to Walk You Through It?",
      text: "Book a free 30-minute session with our Wyoming team. We will go through your results and agree what to fix first.",
      secondary: localQuote,
    },
  },
  {
    slug: "national-seo-audit",
    title: "Free SEO Audit | Instant Website Analysis",
    description:
      "Run a free SEO audit of your website in about 60 seconds. Technical issues, speed, on-page SEO and backlinks, with a prioritized fix list.",
    h1: "Free SEO Audit: See What's Holding Your Site Back",
    intro: [
      `Enter your website for an instant preview of 20 on-page checks, then the full SEO report in about 60 seconds. ${site.claims.noLogin}, and ${site.claims.sitesAnalyzed} so far.`,
      `Then fix what it finds with the same tools: the Starter and Professional plans come with a ${TRIAL_DAYS}-day free trial.`,
    ],
    checks: [
      ...coreChecks,
      {
        title: "Content and Keywords",
        description: "Which keywords you rank for, and the content gaps competitors fill.",
        icon: "search",
      },
    ],
    cta: { label: "Compare Plans", href: "/#pricing" },
    closing: {
      title: "Fix What the Audit Finds",
      text: `Every DIY plan runs the same audit, rank tracking and content tools, and Starter and Professional begin with a ${TRIAL_DAYS}-day free trial.`,
      secondary: consultation,
    },
  },
];

/** Each state's own audit page: city pages send visitors there. */
export const STATE_AUDIT_SLUG: Record<StateCode, string> = { FL: "florida-seo-audit", WY: "wyoming-seo-audit" };

export function auditPagePath(page: AuditPage): string {
  return `/${page.slug}`;
}

export function findAuditPage(slug: string): AuditPage | undefined {
  return auditPages.find((page) => page.slug === slug);
}
