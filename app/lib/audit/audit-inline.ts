/**
 * The audit form's request with JavaScript (ADR 046): the form's script posts it to its own JSON
 * route with this header and gets both addresses back, so it can open the full report in a new tab
 * (through the site's own hand-off page) and show the preview in place. A cross-site page cannot send the header without CORS's
 * preflight, which the site never grants.
 */
export const AUDIT_INLINE_HEADER = "X-Audit-Inline";

/** Where the script posts (app/routes/audit_.start.ts). */
export const AUDIT_INLINE_ACTION = "/audit/start";

/** The answer to a request without the header. */
export const AUDIT_INLINE_ONLY = "This address answers the audit form's script only.";

/** /audit/start's answer (201). */
export interface AuditStarted {
  /** The preview's page, /audit/preview/{id}. */
  preview: string;
  /** The site's own page the new tab opens on, which moves on to the provider's analyser (issue 34 §2). */
  fullReport: string;
  /** The address's hostname as the URL rules read it (docs/product.md §5.1), for "Checking {host}…". */
  hostname: string;
}

/** An audit preview's page (its random id is the right to read it, ADR 046). */
export const previewPath = (previewId: string) => `/audit/preview/${previewId}`;

/** The full report's hand-off page of a preview (app/routes/audit_.preview.$id_.full-report). */
export const fullReportPath = (previewPath: string) => `${previewPath}/full-report`;

/** The preview's report alone, as JSON (app/routes/audit_.preview.$id_.report.ts), for the form's script. */
export const previewReportPath = (previewPath: string) => `${previewPath}/report`;

/** What that answers: the report as server markup, or why there is none. */
export type PreviewReportAnswer = { html: string } | { error: string };
