/**
 * Case studies (docs/product.md §2). The only measured figures are the specification's results claims
 * (results.ts); everything else is stated qualitatively. The client is not named until the
 * practice approves it.
 */
import { resultsClaims } from "./results";
import type { CaseStudy, PageCopy } from "./types";

export const caseStudiesIndex: Omit<PageCopy, "sections"> = {
  path: "/case-studies",
  title: "SEO Case Studies | Real Results for Local Businesses",
  description:
    "How local businesses grew their search visibility, traffic and leads with our SEO tools, websites and Done-For-You services.",
  h1: "Case Studies",
  intro: [
    "Real businesses, real problems and what we did about them. Each case study shows the starting point, the work and the results.",
  ],
  cta: { label: "Start Free Audit", href: "/national-seo-audit" },
  closing: {
    title: "Your Business Could Be the Next Case Study",
    text: "Start with a free audit: technical issues, local visibility and quick wins in about 60 seconds.",
    secondary: { label: "Contact Us", href: "/contact" },
  },
};

export const caseStudies: CaseStudy[] = [
  {
    slug: "veterinary-practice-tampa-growth",
    title: "Tampa Veterinary Practice: 275% More Organic Traffic",
    description:
      "How a Tampa veterinary practice raised its site health from 32% to 94% and grew organic traffic by 275% with a new website and local SEO.",
    h1: "How a Tampa Veterinary Practice Grew Organic Traffic by 275%",
    industry: "Veterinary",
    location: "Tampa, FL",
    summary:
      "An independent veterinary practice in Tampa was losing new-client searches to larger hospital chains. A technical clean-up, a rebuilt website and steady local SEO turned its site into its main source of new clients.",
    challenge: [
      "The practice's website had grown piece by piece over many years. Broken links, duplicate pages and slow mobile loading meant search engines struggled to crawl it, and its site health score stood at 32%.",
      "Its Google Business Profile was incomplete, listings across directories showed old details, and new pet owners in nearby neighborhoods rarely found the practice when they searched.",
    ],
    approach: [
      "We ran a full technical audit and fixed the crawl errors, redirects and duplicate content it found, then rebuilt the site on a fast, mobile-first template with clear service pages for wellness care, dentistry, surgery and emergencies.",
      "We completed and optimized the Google Business Profile, corrected the practice's citations, and set up automated review requests after appointments through the Veterinary CRM.",
      "Each month we published articles answering the questions pet owners in Tampa ask most, and tracked rankings for the services and neighborhoods that matter to the practice.",
    ],
    results: [
      { label: "Site health", value: `${resultsClaims.siteHealth.before}% → ${resultsClaims.siteHealth.after}%` },
      { label: "Organic traffic", value: `+${resultsClaims.organicTrafficIncrease}%` },
    ],
    chart: {
      title: "Before and After",
      caption:
        "The figures of this case study. Organic traffic is shown as an index, with traffic before the work at 100.",
      series: [
        {
          label: "Site health",
          unit: "percent",
          before: resultsClaims.siteHealth.before,
          after: resultsClaims.siteHealth.after,
          max: 100,
        },
        {
          label: "Organic traffic",
          unit: "index",
          before: 100,
          after: 100 + resultsClaims.organicTrafficIncrease,
          max: 400,
        },
      ],
    },
    outcomes: [
      "The practice now appears in local map results for its core services across nearby neighborhoods.",
      "New-client appointment requests arrive through the website and are tracked in the CRM.",
      "Staff spend less time on the phone confirming appointments, thanks to automated reminders.",
    ],
    services: ["technical-seo", "website-development", "local-seo", "content-optimization"],
    cta: { label: "Get Custom Quote", href: "/contact?service=local-seo" },
    closing: {
      title: "Want Results Like These?",
      text: "Tell us about your practice or business, and we will show you where the quickest wins are.",
    },
  },
];

export function caseStudyPath(study: CaseStudy): string {
  return `/case-studies/${study.slug}`;
}

export function findCaseStudy(slug: string): CaseStudy | undefined {
  return caseStudies.find((study) => study.slug === slug);
}
