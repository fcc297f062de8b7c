/**
 * The queries of watched projects that the Worker (service role) and the project page (the
 * owner's session) share; each takes the client, so the contract tests run them on the stand-in.
 *
 * Which watched projects are due a check at a given time (ADR 068): those whose latest check is
 * not for the period due then (watchPeriod: the UTC day or ISO week), never checked ones first,
 * then those checked longest ago (the order of public.watch_status). A sweep that waited out an
 * outage may come after a later one: its period is still checked (the consumer skips a period
 * already stored, so nothing is checked twice).
 * Takes the client, so the contract tests run it against the stand-in as the Worker does.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import { pageProblem, readReport, type PreviewReport } from "../audit/preview/report";
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

/**
 * The query of the project's latest completed check (due before `before`, an ISO time, when
 * given): what a new check is compared with, and what the project page lists. Each caller reads
 * the answer with its own rule for a database that does not answer (a retry, a 503 page).
 */
export function latestCompletedCheck(db: SupabaseClient, projectId: string, before?: string) {
  const query = db.from("project_checks").select("report").eq("project_id", projectId).eq("status", "ok");
  return (before ? query.lt("scheduled_for", before) : query)
    .order("scheduled_for", { ascending: false })
    .limit(1)
    .returns<Array<{ report: PreviewReport | null }>>();
}

/**
 * A completed check's report read with today's rules (readReport), or null when it had no page to
 * check (a row stored before such a check was failed, issue 34): nothing to compare with or to list.
 */
export function comparable(report: PreviewReport | null): PreviewReport | null {
  return report && !pageProblem(report) ? readReport(report) : null;
}
