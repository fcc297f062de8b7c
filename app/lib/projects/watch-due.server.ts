/**
 * Which watched projects are due a check at a given time (ADR 068): those whose latest check is
 * not for the period due then (watchPeriod: the UTC day or ISO week), never checked ones first,
 * then those checked longest ago (the order of public.watch_status). A sweep that waited out an
 * outage may come after a later one: its period is still checked (the consumer skips a period
 * already stored, so nothing is checked twice).
 * Takes the client, so the contract tests run it against the stand-in as the Worker does.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import { WATCH_FREQUENCIES, watchPeriod } from "./watch";

export interface DueCheck {
  projectId: string;
  period: string;
}

/** At most `limit` projects due at `at`, each with the period its check is for. Throws when the database cannot answer. */
export async function dueChecks(db: SupabaseClient, at: Date, limit: number): Promise<DueCheck[]> {
  const due: DueCheck[] = [];
  for (const frequency of WATCH_FREQUENCIES) {
    if (due.length >= limit) break;
    const period = watchPeriod(frequency, at);
    const { data, error } = await db
      .from("watch_status")
      .select("project_id")
      .eq("watch", frequency)
      .or(`last_period.is.null,last_period.neq.${period}`)
      .limit(limit - due.length);
    if (error || !data) throw new Error(`Projects due a check: ${error?.message ?? "no data"}`);
    for (const row of data as Array<{ project_id: string }>) due.push({ projectId: row.project_id, period });
  }
  return due;
}
