/**
 * What the audit form shows and does in the browser (docs/product.md §2, §7): its field's words,
 * the toast when the analysis starts, the debounce of the address check. Apart from results.ts
 * and site.ts so the pages with the form load these and not the figures and contact details.
 */

/** The audit provider's name (site.ts's `auditProvider` is the provider as the rest of the site names it). */
export const AUDIT_PROVIDER_NAME = "SearchAtlas";

export const auditFormCopy = {
  inputLabel: "Website URL",
  inputPlaceholder: "yourwebsite.com",
  toast: {
    title: "Analysis Started",
    description: `Your website is being analyzed by ${AUDIT_PROVIDER_NAME}.`,
  },
} as const;

/** Audit URL field debounce. */
export const AUDIT_URL_DEBOUNCE_MS = 500;
