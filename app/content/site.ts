/**
 * Brand, badges, claims, review figures, phones and external links (docs/product.md §1, §2, §7).
 * No production origin here: internal links are paths, and the canonical origin comes from
 * the server's SITE_URL binding.
 */
import { BRAND_NAME, BRAND_WORDS } from "./brand";
import { TRIAL_DAYS } from "./prices";
import type { Link } from "./types";

export { BRAND_NAME };

/** Domain of the company's mailboxes (mail only, never used to build page URLs). */
export const EMAIL_DOMAIN = "rankwell.com";

export const site = {
  name: BRAND_NAME,
  rotatingWords: BRAND_WORDS,
  tagline: "SEO tools, CRM integration and Done-For-You marketing that grow local businesses",
  description:
    "Rankwell offers a DIY SEO platform, SEO for CRM customers, Done-For-You local SEO and marketing, website development and industry CRM products, with offices in Tampa and Cheyenne.",
  email: `hello@${EMAIL_DOMAIN}`,
  badges: {
    aiTools: "AI-Powered SEO Tools",
    costSavings: "95% Cost Savings",
    doneForYou: "Done-For-You Services",
    trial: `${TRIAL_DAYS}-Day Free Trial`,
  },
  claims: {
    sitesAnalyzed: "1,500+ sites analyzed",
    sslSecure: "SSL Secure",
    noLogin: "No login required",
    technicalIssues: "200+ technical issues",
    projects: "1000+ projects",
    faster: "98% faster",
    moreLeads: "3x more leads",
  },
  /** Static review figures repeated in the structured data. */
  companyReviews: { rating: 4.9, count: 284 },
  productReviews: { rating: 4.8, count: 127 },
} as const;

export interface Phone {
  label: string;
  /** E.164-style value for tel: links and structured data. */
  number: string;
  display: string;
}

/**
 * Footer phones (docs/product.md §2: toll free, Tampa, Miami, Wyoming). Numbers are in the reserved
 * fictional 555-01xx range until the company confirms its real lines; the office records in
 * offices-*.ts read these same entries.
 */
export const phones = {
  tollFree: { label: "Toll Free", number: "+1-888-555-0100", display: "(888) 555-0100" },
  tampa: { label: "Tampa", number: "+1-813-555-0101", display: "(813) 555-0101" },
  miami: { label: "Miami", number: "+1-305-555-0102", display: "(305) 555-0102" },
  wyoming: { label: "Wyoming", number: "+1-307-555-0103", display: "(307) 555-0103" },
} as const satisfies Record<string, Phone>;

/**
 * Social profiles. Handles to be confirmed by the company before launch.
 */
export const socialLinks: Link[] = [
  { label: "Facebook", href: "https://www.facebook.com/rankwell", newTab: true },
  { label: "LinkedIn", href: "https://www.linkedin.com/company/rankwell", newTab: true },
  { label: "X", href: "https://x.com/rankwell", newTab: true },
  { label: "YouTube", href: "https://www.youtube.com/@rankwell", newTab: true },
  { label: "Instagram", href: "https://www.instagram.com/rankwell", newTab: true },
];

export { externalLinks } from "./external-links";
