/** A row of public.leads as the site inserts it (id and created_at are the database's). */
export interface LeadInsert {
  kind: "contact" | "demo";
  name: string;
  email: string;
  company?: string | null;
  phone?: string | null;
  service?: string | null;
  message?: string | null;
  preferred_date?: string | null;
  preferred_time?: string | null;
}

/** Where a lead stands in the sales pipeline, in order (the lead inbox, docs/product.md §11.1). */
export const LEAD_STATUSES = ["new", "contacted", "qualified", "won", "lost"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
