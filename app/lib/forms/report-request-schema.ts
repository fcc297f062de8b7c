import { z } from "zod";
import { previewPath } from "../audit/audit-inline";
import { emailField, nameField } from "./fields";
import type { LeadInsert } from "./lead-row";

/** "Email me this report" on an audit preview (ADR 046): a lead that names its report. */
export const reportRequestSchema = z.object({
  name: nameField,
  email: emailField,
});

export type ReportRequest = z.infer<typeof reportRequestSchema>;
export type ReportRequestField = keyof typeof reportRequestSchema.shape;

/**
 * The lead row: the report's id travels with it, so the inbox can show the report. The audited
 * address is named when known (not while the database is down: then the preview's path is).
 */
export function reportRequestRow(preview: { previewId: string; url: string | null }) {
  return (data: ReportRequest): LeadInsert => ({
    kind: "audit",
    name: data.name,
    email: data.email,
    message: `Asked for the audit preview of ${preview.url ?? previewPath(preview.previewId)} by email.`,
    audit_preview_id: preview.previewId,
  });
}
