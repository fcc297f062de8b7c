/**
 * The fewest samples a percentile is rated on (issue 24): anyone can send beacons, so what a few
 * visits (or one person) reported is shown with its count, not called good or poor. Apart from
 * metrics.ts, which the visitor's browser loads with the reporter: only the report needs it.
 */
export const MIN_RATED_SAMPLES = 20;
