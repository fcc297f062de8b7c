/**
 * Brand, badges, claims, review figures, phone lines and external links (docs/product.md §1, §2, §7).
 * No production origin here: internal links are paths, and the canonical origin comes from
 * the server's SITE_URL binding.
 */
import { BRAND_NAME, BRAND_WORDS } from "./brand";
import { TRIAL_DAYS } from "./prices";
import type { Link, PhoneLine } from "./types";

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

/**
 * The company's four phone lines (docs/product.md §2.6: toll free, Tampa, Miami, Wyoming), by
 * label. The numbers are site settings that admins enter in /admin/settings; a line left empty is
 * shown nowhere (docs/decisions/052): the specification gives no numbers, and an invented one would
 * ring a stranger.
 */
export const phoneLines = {
  tollFree: "Toll Free",
  tampa: "Tampa",
  miami: "Miami",
  wyoming: "Wyoming",
} as const satisfies Record<PhoneLine, string>;

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
