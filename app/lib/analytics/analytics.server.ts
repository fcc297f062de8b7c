import type { AppLoadContext } from "@remix-run/cloudflare";
import { dataOrThrow, settle } from "../db/result.server";
import type { LeadSource, LeadStatus } from "../leads/lead";
import {
  auditsPerDay,
  leadsByStatus,
  leadsPerDayBySource,
  periodDays,
  sumLeads,
  type AnalyticsPeriod,
  type LeadCountRow,
  type LeadsPerDay,
} from "./series";

export const TOP_DOMAINS = 10;

export interface Analytics {
  period: AnalyticsPeriod;
  days: string[];
  leadsPerDay: LeadsPerDay;
  leadTotals: Record<LeadSource, number>;
  leadsByStatus: Record<LeadStatus, number>;
  auditsPerDay: Array<{ day: string; audits: number }>;
  auditTotal: number;
  topDomains: Array<{ domain: string; audits: number; lastAuditedAt: string }>;
}

/**
 * The analytics of the last 7, 30 or 90 days, from the admin views (security invoker: the admin's
 * own rights apply): 3 queries, sent together. Days are UTC.
 */
export async function loadAnalytics(
  context: AppLoadContext,
  period: AnalyticsPeriod,
  now = new Date(),
): Promise<Analytics> {
  const days = periodDays(period, now);
  const supabase = context.auth.client().supabase;
  const [leads, audits, domains] = await Promise.all([
    settle(supabase.from("lead_daily_counts").select("day, source, status, leads").gte("day", days[0]!)),
    settle(supabase.from("audit_daily_counts").select("day, audits").gte("day", days[0]!)),
    settle(
      supabase
        .from("audit_top_domains")
        .select("domain, audits, last_audited_at")
        .eq("period_days", period)
        .order("audits", { ascending: false })
        .order("domain")
        .limit(TOP_DOMAINS),
    ),
  ]);
  const leadRows = dataOrThrow(leads as { data: LeadCountRow[] | null; error: null }, "Lead counts");
  const auditRows = dataOrThrow(
    audits as { data: Array<{ day: string; audits: number }> | null; error: null },
    "Audit counts",
  );
  const domainRows = dataOrThrow(
    domains as { data: Array<{ domain: string; audits: number; last_audited_at: string }> | null; error: null },
    "Top domains",
  );
  const perDay = leadsPerDayBySource(days, leadRows);
  const auditSeries = auditsPerDay(days, auditRows);
  return {
    period,
    days,
    leadsPerDay: perDay,
    leadTotals: sumLeads(perDay),
    leadsByStatus: leadsByStatus(days, leadRows),
    auditsPerDay: auditSeries,
    auditTotal: auditSeries.reduce((sum, day) => sum + day.audits, 0),
    topDomains: domainRows.map((row) => ({
      domain: row.domain,
      audits: row.audits,
      lastAuditedAt: row.last_audited_at,
    })),
  };
}
