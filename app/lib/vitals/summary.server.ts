/**
 * The web vitals of the whole site, one row per metric (ADR 048): the 75th percentile over every
 * page of the last 28 days, by the same rule as the per-page report (ADR 050, 064: one value per
 * sender, values beyond the fence set aside), rated against Google's thresholds from
 * MIN_RATED_SAMPLES on. The database computes it (the view public.web_vitals_site_p75), so every
 * row counts however many a flood adds; one query, with the admin's own client.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import { METRIC_NAMES, rate, THRESHOLDS, type MetricName, type Rating } from "./metrics";
import { MIN_RATED_SAMPLES } from "./report-rules";

export interface MetricSummaryRow {
  metric: MetricName;
  /** Null when there are no values. */
  p75: number | null;
  /** Senders counted (one value each), and those set aside beyond the fence. */
  samples: number;
  setAside: number;
  rating: Rating | null;
  thresholds: readonly [number, number];
}

export type MetricSummary = { ok: true; rows: MetricSummaryRow[] } | { ok: false };

interface ViewRow {
  metric: string;
  p75: number;
  samples: number;
  set_aside: number;
}

/** One metric's row from the view's row for it, if any. */
export function summaryRow(metric: MetricName, found: ViewRow | undefined): MetricSummaryRow {
  const thresholds = THRESHOLDS[metric];
  if (!found) return { metric, p75: null, samples: 0, setAside: 0, rating: null, thresholds };
  const rating = found.samples >= MIN_RATED_SAMPLES ? rate(metric, found.p75) : null;
  return { metric, p75: found.p75, samples: found.samples, setAside: found.set_aside, rating, thresholds };
}

export async function vitalsByMetric(supabase: SupabaseClient): Promise<MetricSummary> {
  const { data, error } = await supabase.from("web_vitals_site_p75").select("metric, p75, samples, set_aside");
  if (error || !data) {
    console.error("Web vitals summary not read:", error?.code, error?.message);
    return { ok: false };
  }
  const rows = data as ViewRow[];
  return {
    ok: true,
    rows: METRIC_NAMES.map((metric) =>
      summaryRow(
        metric,
        rows.find((row) => row.metric === metric),
      ),
    ),
  };
}
