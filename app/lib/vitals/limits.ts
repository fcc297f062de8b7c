/** How much of the web-vitals traffic is kept (ADR 020); its rate limit is RATE_LIMITS.vitals. */
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
