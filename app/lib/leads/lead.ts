/** Leads as the admin pages see them (the rows of public.leads, lead_notes and lead_events). */

/** Where a lead stands in the sales pipeline, in order (docs/product.md §2.12). */
export const LEAD_STATUSES = ["new", "contacted", "qualified", "won", "lost"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_SOURCES = ["contact", "demo", "widget", "audit"] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

export function isLeadStatus(value: string): value is LeadStatus {
  return (LEAD_STATUSES as readonly string[]).includes(value);
}

export function isLeadSource(value: string): value is LeadSource {
  return (LEAD_SOURCES as readonly string[]).includes(value);
}

/** A row of the inbox. */
export interface LeadSummary {
  id: number;
  createdAt: string;
  status: LeadStatus;
  source: LeadSource;
  /** The widget it came from, when it still exists. */
  widget: { id: string; name: string } | null;
  name: string;
  email: string;
  company: string | null;
  service: string | null;
}

/** Every field of one lead. */
export interface LeadDetail extends LeadSummary {
  phone: string | null;
  message: string | null;
  preferredDate: string | null;
  preferredTime: string | null;
  emailDomain: string | null;
  submissionId: string;
  updatedAt: string;
  /** The audit preview the lead asked to be emailed ("Email me this report", ADR 046). */
  auditPreviewId: string | null;
}

export interface LeadNote {
  id: number;
  body: string;
  createdAt: string;
  author: string | null;
}

/** One entry of a lead's timeline: who did what, when. */
export type TimelineEntry = {
  id: number;
  at: string;
  /** Who did it: the visitor for the lead's arrival, else the acting admin; null for the service role. */
  actor: string | null;
} & (
  | { kind: "received"; source: LeadSource; widget: string | null }
  | { kind: "status"; from: LeadStatus; to: LeadStatus }
  | { kind: "note"; note: string | null }
);

export interface LeadEventRow {
  id: number;
  kind: "received" | "status" | "note";
  from_status: LeadStatus | null;
  to_status: LeadStatus | null;
  note_id: number | null;
  created_at: string;
  actor: { full_name: string | null } | null;
}

/**
 * The timeline, oldest first (ties by id), a note's text beside its entry. The lead's arrival is
 * the visitor's doing, from the form it came by: the trigger's actor is whoever's session wrote the
 * row (the Worker's service role, or an admin's when a lead is entered by hand or by the seed),
 * never the one who sent it.
 */
export function buildTimeline(
  events: LeadEventRow[],
  notes: LeadNote[],
  lead: Pick<LeadSummary, "name" | "source" | "widget">,
): TimelineEntry[] {
  const noteText = new Map(notes.map((note) => [note.id, note.body]));
  return [...events]
    .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id)
    .map((event): TimelineEntry => {
      const base = { id: event.id, at: event.created_at, actor: event.actor?.full_name ?? null };
      if (event.kind === "status") return { ...base, kind: "status", from: event.from_status!, to: event.to_status! };
      if (event.kind === "note") {
        return { ...base, kind: "note", note: event.note_id === null ? null : (noteText.get(event.note_id) ?? null) };
      }
      return { ...base, actor: lead.name, kind: "received", source: lead.source, widget: lead.widget?.name ?? null };
    });
}
