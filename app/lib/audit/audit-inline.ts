/**
 * The audit form's request with JavaScript (ADR 046): the form's script posts it with this header
 * and gets both addresses back as JSON, so it can open the analyser in a new tab and show the
 * preview in place. A cross-site page cannot send the header without CORS's preflight, which the
 * site never grants.
 */
export const AUDIT_INLINE_HEADER = "X-Audit-Inline";

/** /audit's answer to that request (201). */
export interface AuditStarted {
  /** The preview's page, /audit/preview/{id}. */
  preview: string;
  /** The provider's analyser for the same address. */
  analyzer: string;
  /** The address's hostname as the URL rules read it (docs/product.md §5.1), for "Checking {host}…". */
  hostname: string;
}

/**
 * Where the script posts: /audit's action as a Remix data request (`_data` names the route module,
 * app/routes/audit/route.tsx), so the answer is the action's own JSON, not the page around it.
 */
export const AUDIT_INLINE_ACTION = "/audit?_data=routes%2Faudit";

/** An audit preview's page (its random id is the right to read it, ADR 046). */
export const previewPath = (previewId: string) => `/audit/preview/${previewId}`;
