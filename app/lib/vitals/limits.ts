/**
 * How much the web-vitals collector takes in (ADR 020). The rate limit is enforced by the
 * Workers Rate Limiting binding VITALS_LIMIT, whose `simple` setting in wrangler.toml must say
 * the same (a test compares them); the binding counts per client address and per location.
 */
export const VITALS_RATE_LIMIT = { limit: 30, periodSeconds: 10 } as const;

/**
 * Share of beacons stored, 0–1, unless the Worker variable VITALS_SAMPLE_RATE says otherwise.
 * Each beacon is one page view, so a page view is kept or dropped whole.
 */
export const DEFAULT_VITALS_SAMPLE_RATE = 1;

/** The configured sample rate, or the default when the variable is unset or not a rate. */
export function sampleRate(configured: string | undefined): number {
  const rate = configured === undefined || configured.trim() === "" ? Number.NaN : Number(configured);
  return rate >= 0 && rate <= 1 ? rate : DEFAULT_VITALS_SAMPLE_RATE;
}
