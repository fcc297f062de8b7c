/**
 * The lead inbox's reads and writes, with the admin's own session: row-level security repeats
 * the admin check, and the timeline's triggers record the admin as the actor. The number of
 * requests each function makes is in its comment.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { dataOrThrow, settle } from "../db/result.server";
import { INBOX_PAGE_SIZE, postgrestQuoted, searchTree, type InboxFilters } from "./inbox-filters";
import {
  buildTimeline,
  type LeadDetail,
  type LeadEventRow,
  type LeadNote,
  type LeadStatus,
  type LeadSummary,
  type TimelineEntry,
} from "./lead";

const SUMMARY_COLUMNS = "id, created_at, status, kind, name, email, company, service, widget:widgets(id, name)";

export interface LeadRow {
  id: number;
  created_at: string;
  status: LeadStatus;
  kind: LeadSummary["source"];
  name: string;
  email: string;
  company: string | null;
  service: string | null;
  widget: { id: string; name: string } | null;
}

export function toSummary(row: LeadRow): LeadSummary {
  return {
    id: row.id,
    createdAt: row.created_at,
    status: row.status,
    source: row.kind,
    widget: row.widget,
    name: row.name,
    email: row.email,
    company: row.company,
    service: row.service,
  };
}

const db = (context: AppLoadContext) => context.auth.client().supabase;

/** Applies the inbox's filters (status, source, service, search) to a query on leads. */
export function withInboxFilters<Q>(query: Q, filters: InboxFilters): Q {
  let filtered = query as unknown as FilterableQuery;
  if (filters.status) filtered = filtered.eq("status", filters.status);
  if (filters.source) filtered = filtered.eq("kind", filters.source);
  if (filters.service) filtered = filtered.eq("service", filters.service);
  if (filters.since) filtered = filtered.gte("created_at", filters.since);
  const search = searchTree(filters.search);
  if (search) filtered = filtered.or(search);
  return filtered as unknown as Q;
}

/** The filter methods of supabase-js's builder (its own types are too deep to pass around). */
interface FilterableQuery {
  eq(column: string, value: string): FilterableQuery;
  gte(column: string, value: string): FilterableQuery;
  or(filters: string): FilterableQuery;
}

export interface InboxPage {
  leads: LeadSummary[];
  /** Leads matching the filters, on every page. */
  total: number;
  page: number;
  pageCount: number;
}

/** A page of 50 leads, newest first, with the total for the filters. 1 query (count=exact). */
export async function listLeads(context: AppLoadContext, filters: InboxFilters): Promise<InboxPage> {
  const from = (filters.page - 1) * INBOX_PAGE_SIZE;
  const query = withInboxFilters(db(context).from("leads").select(SUMMARY_COLUMNS, { count: "exact" }), filters)
    .order("created_at", { ascending: false })
    .order("id", { ascending: false })
    .range(from, from + INBOX_PAGE_SIZE - 1);
  const answer = await settle(query);
  const rows = dataOrThrow(answer as { data: LeadRow[] | null; error: null }, "Lead inbox");
  const total = (answer as { count?: number | null }).count ?? rows.length;
  return {
    leads: rows.map(toSummary),
    total,
    page: filters.page,
    pageCount: Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE)),
  };
}

/** How many leads are new (the admin header's badge). 1 query (HEAD, count=exact). */
export async function newLeadCount(context: AppLoadContext): Promise<number | null> {
  const answer = await settle(
    db(context).from("leads").select("id", { count: "exact", head: true }).eq("status", "new"),
  );
  if (answer.error) {
    // A session the database no longer takes (signed out elsewhere, its refresh refused) is the
    // guard's to answer with the sign-in page: no count, and nothing failed.
    if (answer.status !== 401 && answer.status !== 403) {
      console.error("New lead count failed:", answer.status, answer.error.message);
    }
    return null;
  }
  return (answer as { count?: number | null }).count ?? 0;
}

export interface LeadWithHistory {
  lead: LeadDetail;
  notes: LeadNote[];
  timeline: TimelineEntry[];
}

interface DetailRow extends LeadRow {
  phone: string | null;
  message: string | null;
  preferred_date: string | null;
  preferred_time: string | null;
  email_domain: string | null;
  submission_id: string;
  updated_at: string;
  audit_preview_id: string | null;
  lead_notes: Array<{ id: number; body: string; created_at: string; author: { full_name: string | null } | null }>;
  lead_events: LeadEventRow[];
}

const DETAIL_COLUMNS = [
  SUMMARY_COLUMNS,
  "phone, message, preferred_date, preferred_time, email_domain, submission_id, updated_at, audit_preview_id",
  "lead_notes(id, body, created_at, author:profiles(full_name))",
  "lead_events(id, kind, from_status, to_status, note_id, created_at, actor:profiles(full_name))",
].join(", ");

/** One lead with every field, its notes (newest first) and its timeline; null when none. 1 query. */
export async function getLead(context: AppLoadContext, id: number): Promise<LeadWithHistory | null> {
  const answer = await settle(db(context).from("leads").select(DETAIL_COLUMNS).eq("id", id).maybeSingle());
  if (answer.error) dataOrThrow(answer, "Lead");
  const row = answer.data as DetailRow | null;
  if (!row) return null;
  const notes: LeadNote[] = row.lead_notes
    .map((note) => ({
      id: note.id,
      body: note.body,
      createdAt: note.created_at,
      author: note.author?.full_name ?? null,
    }))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
  const summary = toSummary(row);
  return {
    lead: {
      ...summary,
      phone: row.phone,
      message: row.message,
      preferredDate: row.preferred_date,
      preferredTime: row.preferred_time,
      emailDomain: row.email_domain,
      submissionId: row.submission_id,
      updatedAt: row.updated_at,
      auditPreviewId: row.audit_preview_id,
    },
    notes,
    timeline: buildTimeline(row.lead_events, notes, summary),
  };
}

/** Moves a lead in the pipeline (the trigger adds the timeline entry); false when it does not exist. 1 query. */
export async function changeLeadStatus(context: AppLoadContext, id: number, status: LeadStatus): Promise<boolean> {
  return (await moveLead(context, id, status)) !== null;
}

/** As changeLeadStatus, answering the lead's name (for the inbox's confirmation), or null when none. 1 query. */
export async function moveLead(
  context: AppLoadContext,
  id: number,
  status: LeadStatus,
): Promise<{ name: string } | null> {
  const answer = await settle(db(context).from("leads").update({ status }).eq("id", id).select("id, name"));
  const rows = dataOrThrow(answer as { data: Array<{ name: string }> | null; error: null }, "Lead status change");
  const [row] = rows;
  return rows.length === 1 && row ? { name: row.name } : null;
}

/** The neighbours of a lead in the inbox's order (newest first) under some filters. */
export interface LeadNeighbours {
  /** The next newer lead (above it in the list), or null at the top. */
  newer: { id: number; name: string } | null;
  /** The next older lead (below it in the list), or null at the end. */
  older: { id: number; name: string } | null;
}

/**
 * The leads just above and below one in the list the admin came from (the same filters, newest
 * first, ties by id as listLeads orders them). 2 queries, in parallel.
 */
export async function leadNeighbours(
  context: AppLoadContext,
  filters: InboxFilters,
  lead: { id: number; createdAt: string },
): Promise<LeadNeighbours> {
  const at = postgrestQuoted(lead.createdAt);
  const side = async (newer: boolean) => {
    const op = newer ? "gt" : "lt";
    const query = withInboxFilters(db(context).from("leads").select("id, name"), filters)
      .or(`created_at.${op}.${at},and(created_at.eq.${at},id.${op}.${lead.id})`)
      .order("created_at", { ascending: newer })
      .order("id", { ascending: newer })
      .limit(1);
    const rows = dataOrThrow(
      (await settle(query)) as { data: Array<{ id: number; name: string }> | null; error: null },
      "Lead neighbours",
    );
    return rows[0] ?? null;
  };
  const [newer, older] = await Promise.all([side(true), side(false)]);
  return { newer, older };
}

/** Adds an internal note as the signed-in admin; false when the lead does not exist. 1 query. */
export async function addLeadNote(context: AppLoadContext, id: number, body: string): Promise<boolean> {
  const answer = await settle(db(context).from("lead_notes").insert({ lead_id: id, body }));
  if (answer.error?.code === "23503") return false;
  if (answer.error) dataOrThrow(answer, "Lead note");
  return true;
}
