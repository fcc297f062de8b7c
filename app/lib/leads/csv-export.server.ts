import type { AppLoadContext } from "@remix-run/cloudflare";
import { leadSourceLabels, leadStatusLabels } from "~/content/leads";
import { dataOrThrow, settle } from "../db/result.server";
import { CSV_BOM, csvRow } from "./csv";
import { postgrestQuoted, type InboxFilters } from "./inbox-filters";
import { withInboxFilters } from "./inbox.server";
import type { LeadSource, LeadStatus } from "./lead";

/**
 * Rows per request: PostgREST's default cap on hosted Supabase (max rows 1000). A 100,000-lead
 * export is then 100 requests, within a paid Worker's subrequest limit (the free plan's 50 would
 * stop near 50,000 rows).
 */
export const CSV_CHUNK_ROWS = 1000;

const COLUMNS =
  "id, created_at, status, kind, name, email, company, phone, service, message, preferred_date, preferred_time, email_domain, widget:widgets(name)";

const HEADER = [
  "id",
  "received (UTC)",
  "status",
  "source",
  "widget",
  "name",
  "email",
  "company",
  "phone",
  "service",
  "message",
  "preferred date",
  "preferred time",
  "email domain",
];

interface ExportRow {
  id: number;
  created_at: string;
  status: LeadStatus;
  kind: LeadSource;
  name: string;
  email: string;
  company: string | null;
  phone: string | null;
  service: string | null;
  message: string | null;
  preferred_date: string | null;
  preferred_time: string | null;
  email_domain: string | null;
  widget: { name: string } | null;
}

function line(row: ExportRow): string {
  return csvRow([
    row.id,
    row.created_at,
    leadStatusLabels[row.status],
    leadSourceLabels[row.kind],
    row.widget?.name,
    row.name,
    row.email,
    row.company,
    row.phone,
    row.service,
    row.message,
    row.preferred_date,
    row.preferred_time,
    row.email_domain,
  ]);
}

/** The leads after `cursor` in the inbox's order (newest first), by keyset: no offset to skip. */
async function chunk(context: AppLoadContext, filters: InboxFilters, cursor: ExportRow | null): Promise<ExportRow[]> {
  let query = withInboxFilters(context.auth.client().supabase.from("leads").select(COLUMNS), filters);
  if (cursor) {
    const at = postgrestQuoted(cursor.created_at);
    query = query.or(`created_at.lt.${at},and(created_at.eq.${at},id.lt.${cursor.id})`);
  }
  const answer = await settle(
    query.order("created_at", { ascending: false }).order("id", { ascending: false }).limit(CSV_CHUNK_ROWS),
  );
  return dataOrThrow(answer as { data: ExportRow[] | null; error: null }, "Lead export");
}

/**
 * The leads the inbox's filters select, as a CSV stream, read 1,000 at a time as the client
 * takes them (the stream pulls the next chunk only when the last is consumed), so memory holds
 * one chunk whatever the total. The first chunk is read before answering: a database that is
 * down gives a 503 page, not a truncated file. Queries: ceil((rows + 1) / 1000).
 */
export async function leadsCsvStream(
  context: AppLoadContext,
  filters: InboxFilters,
): Promise<ReadableStream<Uint8Array>> {
  const encoder = new TextEncoder();
  let pending: ExportRow[] | null = await chunk(context, filters, null);
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(CSV_BOM + csvRow(HEADER)));
    },
    async pull(controller) {
      try {
        const rows = pending ?? [];
        pending = null;
        if (rows.length) controller.enqueue(encoder.encode(rows.map(line).join("")));
        if (rows.length < CSV_CHUNK_ROWS) {
          controller.close();
          return;
        }
        pending = await chunk(context, filters, rows[rows.length - 1]!);
      } catch (error) {
        console.error("Lead export stopped:", error instanceof Response ? error.status : error);
        controller.error(new Error("The export stopped because the database did not answer."));
      }
    },
  });
}
