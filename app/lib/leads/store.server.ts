import type { AppLoadContext } from "@remix-run/cloudflare";
import { serviceSupabase } from "../db/service.server";
import type { LeadInsert, LeadRecord } from "../forms/lead-row";
import type { LeadQueueMessage } from "./lead-queue-message";
import { isTransientStatus, type WriteResult } from "./queue-policy";

/** The form's own fields of a lead: what makes two submissions of one rendered form the same. */
const FORM_FIELDS = [
  "kind",
  "name",
  "email",
  "company",
  "phone",
  "service",
  "message",
  "preferred_date",
  "preferred_time",
  "widget_id",
] as const satisfies readonly (keyof LeadInsert)[];

/**
 * Whether the lead was new (`stored`), already stored as it is (`same`: the form sent twice, or a
 * queue retry after a write whose answer was lost), or another lead holds its submission id
 * (`other`: one rendered form sent again with different answers; ADR 050).
 */
export type LeadWrite = "stored" | "same" | "other";

/**
 * Writes a lead with the service role, once per submission id: a second write of the same
 * submission is ignored by the database (insert … on conflict (submission_id) do nothing), and then
 * the stored lead is read back to tell the same submission from a different one. One request, two
 * when the id was known. Never throws; the lead's contents are never logged here.
 */
export async function writeLead(env: Env, lead: LeadRecord): Promise<WriteResult & { written?: LeadWrite }> {
  try {
    const database = serviceSupabase(env);
    const { data, error, status } = await database
      .from("leads")
      .upsert(lead, { onConflict: "submission_id", ignoreDuplicates: true })
      .select("submission_id");
    if (error) {
      return { ok: false, transient: isTransientStatus(status), reason: `${status} ${error.code} ${error.message}` };
    }
    if (data.length > 0) return { ok: true, written: "stored" };
    const found = await database
      .from("leads")
      .select(FORM_FIELDS.join(", "))
      .eq("submission_id", lead.submission_id)
      .maybeSingle();
    if (found.error || !found.data) {
      const reason = found.error ? `${found.status} ${found.error.code} ${found.error.message}` : "not found";
      return { ok: false, transient: true, reason: `stored lead not read back: ${reason}` };
    }
    const stored = found.data as unknown as Partial<LeadInsert>;
    const same = FORM_FIELDS.every((field) => (stored[field] ?? null) === (lead[field] ?? null));
    return { ok: true, written: same ? "same" : "other" };
  } catch (error) {
    return { ok: false, transient: true, reason: error instanceof Error ? error.message : String(error) };
  }
}

export type SubmitOutcome = "stored" | "queued" | "failed" | "reused";

/**
 * Stores a lead a visitor just sent, under `submissionId` (the id of the form's render, ADR 050;
 * one of its own without it): at once when the database answers; otherwise on the lead queue,
 * whose consumer stores it when the database is back (the visitor is thanked either way). The same
 * submission sent again is "stored" (once); "reused" when the render's id already holds a
 * different lead; "failed" only when the database refuses the row for good or the queue cannot
 * take it.
 */
export async function submitLeadRecord(
  context: AppLoadContext,
  row: LeadInsert,
  submissionId: string = crypto.randomUUID(),
): Promise<SubmitOutcome> {
  const lead: LeadRecord = { ...row, submission_id: submissionId, created_at: new Date().toISOString() };
  const written = await writeLead(context.env, lead);
  if (written.ok) return written.written === "other" ? "reused" : "stored";
  console.error(`Lead ${lead.submission_id} (${lead.kind}) not stored at once: ${written.reason}`);
  if (!written.transient) return "failed";
  const queue = context.env.LEAD_QUEUE;
  if (!queue) return "failed";
  try {
    await queue.send({ version: 1, lead } satisfies LeadQueueMessage);
    console.warn(`Lead ${lead.submission_id} (${lead.kind}) queued for a later write.`);
    return "queued";
  } catch (error) {
    console.error(`Lead ${lead.submission_id} not queued:`, error instanceof Error ? error.message : error);
    return "failed";
  }
}
