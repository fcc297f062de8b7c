/**
 * The records of /admin/proof in the database (ADR 074, 078): testimonials, client logos, case
 * study figures. Every function uses the admin's own session, so row-level security repeats the
 * admin check; each makes one request. A change makes this isolate read the settings (which carry
 * the published records) afresh and drops the pages that show them from this data centre's edge
 * cache; other data centres keep their copies until they expire (EDGE_TTL_SECONDS), other isolates
 * their settings for SETTINGS_KEEP_MS.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { dataOrThrow, isUuid, settle } from "../db/result.server";
import { forgetCachedPages } from "../http/edge-cache.server";
import { forgetKeptSettings } from "../site/settings.server";

/** What a write answers besides success: gone, a unique rule of the table, or another of its checks. */
export type Refusal = "missing" | "taken" | "refused";

export interface ProofTable<Row extends { id: string }, Values> {
  /** Every row, in the order the site shows them. 1 query. */
  list(context: AppLoadContext): Promise<Row[]>;
  /** One row, or null when there is none with that id. 1 query (none for a malformed id). */
  get(context: AppLoadContext, id: string): Promise<Row | null>;
  /** Adds a row: its id, or why the table refused it. 1 query. */
  create(context: AppLoadContext, request: Request, values: Values): Promise<{ id: string } | "taken" | "refused">;
  /** Saves a row's fields. 1 query. */
  update(context: AppLoadContext, request: Request, id: string, values: Values): Promise<"saved" | Refusal>;
  /** Deletes a row; false when it did not exist. 1 query. */
  remove(context: AppLoadContext, request: Request, id: string): Promise<boolean>;
}

/**
 * One table of proof records: `columns` the admin reads, `row` the stored values of a submitted
 * form, `pages` the addresses that show its published rows.
 */
export function proofTable<Row extends { id: string }, Values>({
  table,
  label,
  columns,
  row,
  pages,
}: {
  table: string;
  label: string;
  columns: string;
  row: (values: Values) => Record<string, unknown>;
  pages: string[];
}): ProofTable<Row, Values> {
  const from = (context: AppLoadContext) => context.auth.client().supabase.from(table);
  // Before the admin is answered: the next page anyone opens here is drawn from the change.
  const changed = async (context: AppLoadContext, request: Request) => {
    forgetKeptSettings(context.env);
    await forgetCachedPages(request, context.buildVersion, pages);
  };
  return {
    async list(context) {
      const answer = await settle(
        from(context).select(columns).order("position", { ascending: true }).order("created_at", { ascending: true }),
      );
      return dataOrThrow(answer as unknown as { data: Row[] | null; error: null }, `${label} list`);
    },
    async get(context, id) {
      if (!isUuid(id)) return null;
      const answer = await settle(from(context).select(columns).eq("id", id).maybeSingle());
      if (answer.error) dataOrThrow(answer, label);
      return (answer.data as Row | null) ?? null;
    },
    async create(context, request, values) {
      const answer = await settle(from(context).insert(row(values)).select("id").single());
      const refusal = refusalOf(answer.error?.code);
      if (refusal) return refusal;
      const { id } = dataOrThrow(answer as { data: { id: string } | null; error: null }, `${label} insert`);
      await changed(context, request);
      return { id };
    },
    async update(context, request, id, values) {
      if (!isUuid(id)) return "missing";
      const answer = await settle(from(context).update(row(values)).eq("id", id).select("id"));
      const refusal = refusalOf(answer.error?.code);
      if (refusal) return refusal;
      const saved = dataOrThrow(answer as { data: unknown[] | null; error: null }, `${label} update`).length === 1;
      if (saved) await changed(context, request);
      return saved ? "saved" : "missing";
    },
    async remove(context, request, id) {
      if (!isUuid(id)) return false;
      const answer = await settle(from(context).delete().eq("id", id).select("id"));
      const deleted = dataOrThrow(answer as { data: unknown[] | null; error: null }, `${label} delete`).length === 1;
      if (deleted) await changed(context, request);
      return deleted;
    },
  };
}

/**
 * Postgres's unique_violation (a unique rule of the table, such as one quote per plan) and
 * check_violation (a value the form let through but the table does not take): the admin's to fix.
 */
function refusalOf(code: string | undefined): "taken" | "refused" | undefined {
  if (code === "23505") return "taken";
  if (code === "23514") return "refused";
  return undefined;
}
