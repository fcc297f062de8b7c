/**
 * Destinations outside the site. The spec does not name the CRM platform's host: the CRM login
 * address is the company's to fill in before launch (README, "Before launch").
 */
export const externalLinks = {
  /** The hosted CRM platform's sign-in page (opens in a new tab). */
  crmLogin: {
    label: "CRM Login",
    href: "https://crm.example.com/login",
  },
  /** The external SEO analytics and tools platform (the DIY platform's app). */
  seoPlatform: {
    label: "SEO Tools Login",
    href: "https://dashboard.searchatlas.com/",
  },
} as const;
