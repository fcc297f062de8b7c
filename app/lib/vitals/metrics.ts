/**
 * The five web vitals the site measures in visitors' browsers (docs/product.md §7.5, ADR 020),
 * Google's thresholds for them, and the address the browser reports to. Shared by the browser
 * reporter, the collector and the admin report.
 */

/** The collector (app/routes/api.vitals.ts). */
export const VITALS_PATH = "/api/vitals";

export const METRIC_NAMES = ["CLS", "FCP", "INP", "LCP", "TTFB"] as const;
export type MetricName = (typeof METRIC_NAMES)[number];

export type Rating = "good" | "needs-improvement" | "poor";

/**
 * Google's boundaries: up to the first is good, up to the second needs improvement, beyond it is
 * poor. Milliseconds, except CLS (a unitless score). web-vitals uses the same (checked by a test).
 */
export const THRESHOLDS: Readonly<Record<MetricName, readonly [good: number, poor: number]>> = {
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  INP: [200, 500],
  LCP: [2500, 4000],
  TTFB: [800, 1800],
};

export function rate(name: MetricName, value: number): Rating {
  const [good, poor] = THRESHOLDS[name];
  return value <= good ? "good" : value <= poor ? "needs-improvement" : "poor";
}

/** How web-vitals says the page was reached. */
export const NAVIGATION_TYPES = [
  "navigate",
  "reload",
  "back-forward",
  "back-forward-cache",
  "prerender",
  "restore",
  "soft-navigation",
] as const;
export type NavigationType = (typeof NAVIGATION_TYPES)[number];

/** One metric as the browser sends it. */
export interface BeaconMetric {
  name: MetricName;
  value: number;
  delta: number;
  id: string;
}

/** What one beacon carries: the page (its path only) and the latest value of each metric. */
export interface Beacon {
  path: string;
  navigationType?: NavigationType;
  metrics: BeaconMetric[];
}
