/**
 * What the audit form shows and does in the browser (docs/product.md §2, §7): its field's words,
 * the toast when the analysis starts, the debounce of the address check; and the audit provider
 * the legal pages name. Apart from results.ts and site.ts so the pages with the form load these
 * and not the figures and contact details.
 */

/** The audit provider's name. */
const AUDIT_PROVIDER_NAME = "SearchAtlas";

export const auditFormCopy = {
  inputLabel: "Website URL",
  inputPlaceholder: "yourwebsite.com",
  /** The submit button's words while the server checks the address (issue 34 §2). */
  checking: (hostname: string) => `Checking ${hostname}…`,
  /**
   * Shown once the server accepted the address, never before (issue 34 §2): the specification's
   * title and sentence, then what happened to the new tab.
   */
  toast: {
    title: "Analysis Started",
    description: `Your website is being analyzed by ${AUDIT_PROVIDER_NAME}.`,
    opened: "Your full report opens in a new tab.",
    blocked: "Your browser kept the new tab from opening: open the full report from the preview below.",
  },
} as const;

/** Audit URL field debounce. */
export const AUDIT_URL_DEBOUNCE_MS = 500;

/**
 * The audit provider (docs/product.md §7). The audit form posts to /audit, which answers with a 303
 * to the analyser link built by app/lib/audit/audit-url.ts; its base URL and the account id are
 * Worker variables (AUDIT_PROVIDER_URL, AUDIT_PROVIDER_USER_ID in wrangler.toml).
 */
export const auditProvider = { name: AUDIT_PROVIDER_NAME, toast: auditFormCopy.toast } as const;
