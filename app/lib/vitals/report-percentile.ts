/**
 * The percentile /admin/analytics rates a page by (ADR 050), as the view public.web_vitals_p75
 * computes it in SQL (supabase/migrations/*_web_vitals_robust_p75.sql; a contract test holds the
 * two to the same figures). Beacons come from anyone: each is capped per metric (MAX_VALUE) and
 * counted per address, but 200 addresses can still send 200 values at the cap. So the 75th
 * percentile is taken over the values up to a fence, FENCE_FACTOR times the median (or the
 * metric's "good" threshold, when the median is lower): the median moves only once such values
 * are half of the samples, so while they are fewer they lie beyond the fence and are set aside,
 * and the table says how many. Values a page's own visitors could have measured cannot be told
 * from made-up ones; those still move the percentile once they are a quarter of it (ADR 050).
 * And each source (a keyed hash of the sender's address and the day) counts once, with the median
 * of its values (bySource, ADR 064): one address sending hundreds of beacons is one visitor.
 */
import { THRESHOLDS, type MetricName } from "./metrics";

/** How far above the median (or the "good" threshold) a value may be and still count. */
export const FENCE_FACTOR = 10;

/** Postgres' percentile_cont over ascending values: linear between the two nearest ranks. */
export function percentileCont(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = fraction * (sorted.length - 1);
  const below = Math.floor(rank);
  const above = Math.ceil(rank);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (rank - below);
}

export interface RobustPercentile {
  p75: number;
  /** The values the percentile is over. */
  samples: number;
  /** The values beyond the fence, left out. */
  setAside: number;
}

export function robustP75(metric: MetricName, values: readonly number[]): RobustPercentile {
  const sorted = [...values].sort((a, b) => a - b);
  const fence = FENCE_FACTOR * Math.max(percentileCont(sorted, 0.5), THRESHOLDS[metric][0]);
  const kept = sorted.filter((value) => value <= fence);
  return { p75: percentileCont(kept, 0.75), samples: kept.length, setAside: sorted.length - kept.length };
}

/** A stored value and its source; null for rows from before sources (each its own). */
export interface SourcedValue {
  source: string | null;
  value: number;
}

/** One value per source, the median of its values, as the view's `per_source` step takes it. */
export function bySource(rows: readonly SourcedValue[]): number[] {
  const groups = new Map<string, number[]>();
  rows.forEach((row, index) => {
    const key = row.source ?? `row:${index}`;
    const values = groups.get(key);
    if (values) values.push(row.value);
    else groups.set(key, [row.value]);
  });
  return [...groups.values()].map((values) =>
    percentileCont(
      [...values].sort((a, b) => a - b),
      0.5,
    ),
  );
}
