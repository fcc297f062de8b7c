/**
 * Every price of docs/product.md §9 in one place, in US dollars. Plans, menus, service pages and FAQs read
 * them from here so a price changes in one line. Readings where the spec gives two figures are
 * recorded in docs/decisions/004-content-readings.md.
 */
export const PRICES = {
  diyStarter: 99,
  /** $249, not the $299 one menu shows. */
  diyProfessional: 249,
  diyEnterprise: 399,
  /** CRM + SEO integration, from; $100 less than the standalone Professional plan. */
  crmSeo: 149,
  /** Each of the four industry CRM products. */
  industryCrm: 149,
  localSeoProfessional: 497,
  websiteLocalSeo: 997,
  websiteLocalSeoSavings: 297,
  /** $997 everywhere (not $999 or $497). */
  doneForYou: 997,
  technicalSeo: 249,
  /** Custom website builds, one-time, from. */
  websiteDevelopment: 2999,
  websiteOptimization: 999,
  ecommerce: 4999,
} as const;

/** Free-trial length for the DIY Starter and Professional plans. */
export const TRIAL_DAYS = 30;

/** Minimum term typical for Done-For-You services; DIY is month-to-month. */
export const DFY_MINIMUM_MONTHS = 6;

/** Website templates available to website-development customers. */
export const WEBSITE_TEMPLATES = "1500+";

/** "$2,999" */
export function usd(amount: number): string {
  return `$${amount.toLocaleString("en-US")}`;
}

/** "From $2,999" (one-time prices) */
export function fromUsd(amount: number): string {
  return `From ${usd(amount)}`;
}

/** "$249/mo" */
export function perMonth(amount: number): string {
  return `${usd(amount)}/mo`;
}

/** "From $497/mo" */
export function fromPerMonth(amount: number): string {
  return `From ${perMonth(amount)}`;
}
