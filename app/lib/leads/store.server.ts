import type { AppLoadContext } from "@remix-run/cloudflare";
import { serviceSupabase } from "../db/service.server";
import type { LeadInsert, LeadRecord } from "../forms/lead-row";
import type { LeadQueueMessage } from "./lead-queue-message";
import { isTransientStatus, type WriteResult } from "./queue-policy";

/**
 * Writes a lead with the service role, once per submission id: a second write of the same
 * submission (a queue retry after a write whose answer was lost) is ignored by the database.
 * One request. Never throws; the lead's contents are never logged here.
 */
export async function writeLead(env: Env, lead: LeadRecord): Promise<WriteResult> {
  try {
    const { error, status } = await serviceSupabase(env)
      .from("leads")
      .upsert(lead, { onConflict: "submission_id", ignoreDuplicates: true });
    if (!error) return { ok: true };
    return { ok: false, transient: isTransientStatus(status), reason: `${status} ${error.code} ${error.message}` };
  } catch (error) {
    return { ok: false, transient: true, reason: error instanceof Error ? error.message : String(error) };
  }
}

export type SubmitOutcome = "stored" | "queued" | "failed";

/**
 * Stores a lead a visitor just sent: at once when the database answers; otherwise on the lead
 * queue, whose consumer stores it when the database is back (the visitor is thanked either way).
 * "failed" only when the database refuses the row for good or the queue cannot take it.
 */
export async function submitLeadRecord(context: AppLoadContext, row: LeadInsert): Promise<SubmitOutcome> {
  const lead: LeadRecord = { ...row, submission_id: crypto.randomUUID(), created_at: new Date().toISOString() };
  const written = await writeLead(context.env, lead);
  if (written.ok) return "stored";
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
