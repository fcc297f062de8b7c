/**
 * The web vitals of the whole site, one row per metric (ADR 048): the 75th percentile over every
 * page's values of the last 28 days, by the same rule as the per-page report (robustP75, ADR 050:
 * values beyond the fence set aside; one value per source, ADR 064), rated against Google's thresholds from MIN_RATED_SAMPLES on.
 * It reads the values themselves (admins may, by row-level security), the newest SUMMARY_LIMIT per
 * metric: when there are more the row says the percentile is over those (`capped`). 5 queries, in
 * parallel, with the admin's own client.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import { METRIC_NAMES, rate, THRESHOLDS, type MetricName, type Rating } from "./metrics";
import { bySource, robustP75, type SourcedValue } from "./report-percentile";
import { MIN_RATED_SAMPLES } from "./report-rules";

/** The most values read per metric (PostgREST's usual page, one request each). */
export const SUMMARY_LIMIT = 1000;
const WINDOW_DAYS = 28;

export interface MetricSummaryRow {
  metric: MetricName;
  /** Null when there are no values. */
  p75: number | null;
  samples: number;
  setAside: number;
  /** True when the metric has more values than were read (the newest SUMMARY_LIMIT). */
  capped: boolean;
  rating: Rating | null;
  thresholds: readonly [number, number];
}

export type MetricSummary = { ok: true; rows: MetricSummaryRow[] } | { ok: false };

/** One metric's row from its stored values (any order), one value per source. */
export function summariseMetric(metric: MetricName, rows: readonly SourcedValue[], capped: boolean): MetricSummaryRow {
  const thresholds = THRESHOLDS[metric];
  if (rows.length === 0) return { metric, p75: null, samples: 0, setAside: 0, capped, rating: null, thresholds };
  const { p75, samples, setAside } = robustP75(metric, bySource(rows));
  const rating = samples >= MIN_RATED_SAMPLES ? rate(metric, p75) : null;
  return { metric, p75, samples, setAside, capped, rating, thresholds };
}

export async function vitalsByMetric(supabase: SupabaseClient, now: Date = new Date()): Promise<MetricSummary> {
  const since = new Date(now.getTime() - WINDOW_DAYS * 86_400_000).toISOString();
  const answers = await Promise.all(
    METRIC_NAMES.map((metric) =>
      supabase
        .from("web_vitals")
        .select("value, source")
        .eq("metric", metric)
        .gt("created_at", since)
        .order("created_at", { ascending: false })
        .limit(SUMMARY_LIMIT + 1),
    ),
  );
  const failed = answers.find((answer) => answer.error || !answer.data);
  if (failed) {
    console.error("Web vitals summary not read:", failed.error?.code, failed.error?.message);
    return { ok: false };
  }
  return {
    ok: true,
    rows: METRIC_NAMES.map((metric, index) => {
      const rows = answers[index]!.data as SourcedValue[];
      const capped = rows.length > SUMMARY_LIMIT;
      return summariseMetric(metric, capped ? rows.slice(0, SUMMARY_LIMIT) : rows, capped);
    }),
  };
}
