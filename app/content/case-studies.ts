/**
 * Case studies (docs/product.md §2): the story of the work, told qualitatively. The client's name and
 * the figures are records the company enters with the client's consent (public.case_study_figures,
 * ADR 078), never text here: a case study shows them only once published.
 */
import type { CaseStudy, PageCopy } from "./types";

export const caseStudiesIndex: Omit<PageCopy, "sections"> = {
  path: "/case-studies",
  title: "SEO Case Studies | Work for Local Businesses",
  description:
    "How local businesses grew their search visibility, traffic and leads with our SEO tools, websites and Done-For-You services.",
  h1: "Case Studies",
  intro: [
    "The problems local businesses brought us and what we did about them. A case study names its client and shows its figures once the client has agreed to publish them.",
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
    title: "Tampa Veterinary Practice: A Rebuilt Website and Local SEO",
    description:
      "How a Tampa veterinary practice fixed its site's technical problems, rebuilt its website and used local SEO to be found by new pet owners nearby.",
    h1: "How a Tampa Veterinary Practice Became Easy to Find",
    industry: "Veterinary",
    location: "Tampa, FL",
    summary:
      "An independent veterinary practice in Tampa was losing new-client searches to larger hospital chains. A technical clean-up, a rebuilt website and steady local SEO turned its site into its main source of new clients.",
    challenge: [
      "The practice's website had grown piece by piece over many years. Broken links, duplicate pages and slow mobile loading meant search engines struggled to crawl it.",
      "Its Google Business Profile was incomplete, listings across directories showed old details, and new pet owners in nearby neighborhoods rarely found the practice when they searched.",
    ],
    approach: [
      "We ran a full technical audit and fixed the crawl errors, redirects and duplicate content it found, then rebuilt the site on a fast, mobile-first template with clear service pages for wellness care, dentistry, surgery and emergencies.",
      "We completed and optimized the Google Business Profile, corrected the practice's citations, and set up automated review requests after appointments through the Veterinary CRM.",
      "Each month we published articles answering the questions pet owners in Tampa ask most, and tracked rankings for the services and neighborhoods that matter to the practice.",
    ],
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
