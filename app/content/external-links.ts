/**
 * Destinations outside the site. The spec does not name the CRM platform's host: its sign-in
 * address is a site setting an admin enters before launch (ADR 079); until then the link is left out.
 */
export const externalLinks = {
  /** The hosted CRM platform's sign-in page (opens in a new tab); its address is the settings'. */
  crmLogin: {
    label: "CRM Login",
  },
  /** The external SEO analytics and tools platform (the DIY platform's app). */
  seoPlatform: {
    label: "SEO Tools Login",
    href: "https://dashboard.searchatlas.com/",
  },
} as const;
