/**
 * The analytics page's series: the last 7, 30 or 90 UTC days (today included), every day
 * present even when nothing happened on it, so a chart's x-axis has no gaps. Pure.
 */
import { LEAD_SOURCES, LEAD_STATUSES, type LeadSource, type LeadStatus } from "../leads/lead";

export const ANALYTICS_PERIODS = [7, 30, 90] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];

export function parsePeriod(value: string | null): AnalyticsPeriod {
  const days = Number(value);
  return (ANALYTICS_PERIODS as readonly number[]).includes(days) ? (days as AnalyticsPeriod) : 30;
}

const DAY_MS = 86_400_000;

/** The period's days as YYYY-MM-DD, oldest first, ending with today (UTC). */
export function periodDays(period: AnalyticsPeriod, now: Date): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: period }, (_, i) =>
    new Date(today - (period - 1 - i) * DAY_MS).toISOString().slice(0, 10),
  );
}

export interface LeadCountRow {
  day: string;
  source: LeadSource;
  status: LeadStatus;
  leads: number;
}

export type LeadsPerDay = Array<{ day: string } & Record<LeadSource, number>>;

/** Zero leads of every source. */
const noLeads = () => Object.fromEntries(LEAD_SOURCES.map((source) => [source, 0])) as Record<LeadSource, number>;

/** Leads per day by source, every day of the period. */
export function leadsPerDayBySource(days: string[], rows: LeadCountRow[]): LeadsPerDay {
  const byDay = new Map(days.map((day) => [day, { day, ...noLeads() }]));
  for (const row of rows) {
    const entry = byDay.get(row.day);
    if (entry && row.source in entry) entry[row.source] += row.leads;
  }
  return [...byDay.values()];
}

/** Leads received in the period, by their status now. */
export function leadsByStatus(days: string[], rows: LeadCountRow[]): Record<LeadStatus, number> {
  const within = new Set(days);
  const totals = Object.fromEntries(LEAD_STATUSES.map((status) => [status, 0])) as Record<LeadStatus, number>;
  for (const row of rows) if (within.has(row.day) && row.status in totals) totals[row.status] += row.leads;
  return totals;
}

/** Audits per day, every day of the period. */
export function auditsPerDay(
  days: string[],
  rows: Array<{ day: string; audits: number }>,
): Array<{ day: string; audits: number }> {
  const counts = new Map(rows.map((row) => [row.day, row.audits]));
  return days.map((day) => ({ day, audits: counts.get(day) ?? 0 }));
}

/** Sums a series' values (for the page's totals). */
export function sumLeads(series: LeadsPerDay): Record<LeadSource, number> {
  const totals = noLeads();
  for (const day of series) for (const source of LEAD_SOURCES) totals[source] += day[source];
  return totals;
}
