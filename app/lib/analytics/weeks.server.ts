/**
 * Leads received this week (Monday 00:00 UTC until now) and the whole week before, for the sales
 * figures that open /admin/analytics (ADR 048). From the lead_daily_counts view (security
 * invoker: the admin's own rights). 1 query.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { dataOrThrow, settle } from "../db/result.server";
import { startOfWeek } from "../leads/inbox-filters";

export interface WeekCounts {
  thisWeek: number;
  lastWeek: number;
}

/** The two weeks' counts from rows of days ("2026-11-23") and leads. */
export function countWeeks(rows: ReadonlyArray<{ day: string; leads: number }>, now: Date): WeekCounts {
  const monday = startOfWeek(now).slice(0, 10);
  const before = new Date(Date.parse(startOfWeek(now)) - 7 * 86_400_000).toISOString().slice(0, 10);
  let thisWeek = 0;
  let lastWeek = 0;
  for (const row of rows) {
    if (row.day >= monday) thisWeek += row.leads;
    else if (row.day >= before) lastWeek += row.leads;
  }
  return { thisWeek, lastWeek };
}

export async function leadsByWeek(context: AppLoadContext, now: Date = new Date()): Promise<WeekCounts> {
  const from = new Date(Date.parse(startOfWeek(now)) - 7 * 86_400_000).toISOString().slice(0, 10);
  const answer = await settle(
    context.auth.client().supabase.from("lead_daily_counts").select("day, leads").gte("day", from),
  );
  const rows = dataOrThrow(answer as { data: Array<{ day: string; leads: number }> | null; error: null }, "Lead weeks");
  return countWeeks(rows, now);
}
