import { z } from "zod";
import { emailField, nameField } from "./fields";
import type { LeadInsert } from "./lead-row";

/** "Email me this report" on an audit preview (ADR 046): a lead that names its report. */
export const reportRequestSchema = z.object({
  name: nameField,
  email: emailField,
});

export type ReportRequest = z.infer<typeof reportRequestSchema>;
export type ReportRequestField = keyof typeof reportRequestSchema.shape;

/** The lead row: the report's address travels with it, so the inbox can show the report. */
export function reportRequestRow(preview: { previewId: string; url: string }) {
  return (data: ReportRequest): LeadInsert => ({
    kind: "audit",
    name: data.name,
    email: data.email,
    message: `Asked for the audit preview of ${preview.url} by email.`,
    audit_preview_id: preview.previewId,
  });
}
