/**
 * The web-vitals figures for /admin/analytics (ADR 020): the 75th percentile per page and metric
 * over the last 28 days (the public.web_vitals_p75 view), over the values up to its fence, with
 * how many it is over and how many were set aside (ADR 050, report-percentile.ts), each rated
 * against Google's thresholds.
 * Read with the admin's own client: row-level security lets only admins see the rows.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import { METRIC_NAMES, rate, THRESHOLDS, type MetricName, type Rating } from "./metrics";
import { MIN_RATED_SAMPLES } from "./report-rules";

export interface VitalsSummaryRow {
  page: string;
  metric: MetricName;
  p75: number;
  /** The values the percentile is over. */
  samples: number;
  /** Values beyond the fence, left out (ADR 050). */
  setAside: number;
  /** Null below MIN_RATED_SAMPLES. */
  rating: Rating | null;
  /** Good up to the first, poor beyond the second. */
  thresholds: readonly [number, number];
}

export type VitalsSummary = { ok: true; rows: VitalsSummaryRow[] } | { ok: false };

function isMetric(name: string): name is MetricName {
  return (METRIC_NAMES as readonly string[]).includes(name);
}

export async function vitalsSummary(supabase: SupabaseClient): Promise<VitalsSummary> {
  const { data, error } = await supabase
    .from("web_vitals_p75")
    .select("page, metric, p75, samples, set_aside")
    .order("page")
    .order("metric");
  if (error || !data) {
    console.error("Web vitals not read:", error?.code, error?.message);
    return { ok: false };
  }
  const rows = (data as { page: string; metric: string; p75: number; samples: number; set_aside: number }[])
    .filter((row) => isMetric(row.metric))
    .map(({ set_aside, ...row }) => {
      const metric = row.metric as MetricName;
      const rating = row.samples >= MIN_RATED_SAMPLES ? rate(metric, row.p75) : null;
      return { ...row, metric, setAside: set_aside, rating, thresholds: THRESHOLDS[metric] };
    });
  return { ok: true, rows };
}
