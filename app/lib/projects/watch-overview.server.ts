/**
 * The admin's view of watched projects (/admin/audits, ADR 068): public.watch_overview, which
 * shows rows to admins only (migration 20261202230500), read with the admin's own session. 1 query.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { dataOrThrow, settle } from "../db/result.server";
import type { WatchedProject, WatchFrequency } from "./watch";

interface OverviewRow {
  project_id: string;
  name: string;
  url: string;
  watch: WatchFrequency;
  last_checked_at: string | null;
  last_status: "ok" | "failed" | null;
  last_score: number | null;
  completed_30d: number;
  failed_30d: number;
  overdue: boolean;
}

/** Watched projects shown at most; the count above the table says how many there are. */
export const WATCH_OVERVIEW_ROWS = 50;

/** Overdue projects first, then those checked longest ago; with the total. */
export async function listWatchedProjects(
  context: AppLoadContext,
): Promise<{ projects: WatchedProject[]; total: number }> {
  const answer = await settle(
    context.auth.client().supabase.from("watch_overview").select("*", { count: "exact" }).limit(WATCH_OVERVIEW_ROWS),
  );
  const rows = dataOrThrow(answer as { data: OverviewRow[] | null; error: null }, "Watched projects");
  return {
    total: (answer as { count?: number | null }).count ?? rows.length,
    projects: rows.map((row) => ({
      projectId: row.project_id,
      name: row.name,
      url: row.url,
      watch: row.watch,
      lastCheckedAt: row.last_checked_at,
      lastStatus: row.last_status,
      lastScore: row.last_score,
      completed30d: row.completed_30d,
      failed30d: row.failed_30d,
      overdue: row.overdue,
    })),
  };
}
