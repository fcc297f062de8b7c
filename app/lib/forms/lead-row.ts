import type { LeadSource } from "../leads/lead";

/** A row of public.leads as a form produces it (id, status and the times are the database's). */
export interface LeadInsert {
  kind: LeadSource;
  name: string;
  email: string;
  company?: string | null;
  phone?: string | null;
  service?: string | null;
  message?: string | null;
  preferred_date?: string | null;
  preferred_time?: string | null;
  /** The embedded widget the form was sent from (kind "widget"). */
  widget_id?: string | null;
  /** The audit preview the visitor asked to be emailed (kind "audit", ADR 046). */
  audit_preview_id?: string | null;
}

/** What the Worker writes: the form's row, the id made at submission and the time it was sent. */
export interface LeadRecord extends LeadInsert {
  submission_id: string;
  created_at: string;
}
