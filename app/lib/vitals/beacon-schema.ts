/**
 * What the collector accepts from a browser (ADR 020): known metric names, finite numbers in
 * range, a known page path (no query, so nothing a visitor typed), a web-vitals metric id, and
 * nothing else (unknown keys are refused, so no personal data can ride along).
 */
import { z } from "zod";
import { publicPages } from "~/lib/seo/public-pages";
import { METRIC_NAMES, NAVIGATION_TYPES, type MetricName } from "./metrics";

/** Pages whose figures are kept: the indexable pages, the audit tool and sign-in. */
export const MEASURED_PATHS: ReadonlySet<string> = new Set([
  ...publicPages.map((page) => page.path),
  "/audit",
  "/auth",
]);

/**
 * A minute for a timing, 10 for a layout-shift score: beyond is no page view a visitor sat through,
 * and such values, sent by anyone, would drag a page's p75 to "poor" (issue 24).
 */
export const MAX_VALUE: Readonly<Record<MetricName, number>> = {
  CLS: 10,
  FCP: 60_000,
  INP: 60_000,
  LCP: 60_000,
  TTFB: 60_000,
};

const metric = z
  .object({
    name: z.enum(METRIC_NAMES),
    value: z.number().finite().min(0),
    delta: z.number().finite(),
    // web-vitals' ids: "v6-1732700000000-8123456789012".
    id: z
      .string()
      .max(64)
      .regex(/^v\d+-\d+-\d+$/),
  })
  .strict()
  .refine((entry) => entry.value <= MAX_VALUE[entry.name], { message: "value out of range", path: ["value"] });

export const beaconSchema = z
  .object({
    path: z
      .string()
      .max(200)
      .refine((path) => MEASURED_PATHS.has(path), "unknown page"),
    navigationType: z.enum(NAVIGATION_TYPES).optional(),
    metrics: z
      .array(metric)
      .min(1)
      .max(METRIC_NAMES.length)
      .refine((list) => new Set(list.map((entry) => entry.name)).size === list.length, "one entry per metric"),
  })
  .strict();
