/**
 * The audit preview's score (docs/product.md, "The audit preview's checks", whose weights table a
 * test compares with this one): each check has a weight, the weights sum to 100; a pass earns the whole
 * weight, a warning half of it, a fail nothing; a check not made counts neither way (its weight leaves
 * the total). Pure.
 */
import type { Check, CheckId, CheckStatus } from "./report";

export const CHECK_WEIGHTS: Record<CheckId, number> = {
  status: 8,
  "content-type": 2,
  redirects: 5,
  https: 7,
  speed: 7,
  size: 4,
  title: 9,
  description: 6,
  h1: 6,
  canonical: 6,
  "robots-meta": 8,
  lang: 2,
  viewport: 5,
  social: 3,
  "json-ld": 4,
  "image-alt": 4,
  links: 3,
  "robots-txt": 5,
  sitemap: 4,
  favicon: 2,
};

const SHARE: Record<CheckStatus, number> = { pass: 1, warn: 0.5, fail: 0, skip: 0 };

/** Points earned by one check. */
export function pointsOf(check: Pick<Check, "status" | "weight">): number {
  return check.weight * SHARE[check.status];
}

/** The score out of 100 (an integer) of the checks given, scaled to their total weight. */
export function scoreChecks(all: Pick<Check, "status" | "weight">[]): number {
  const checks = all.filter((check) => check.status !== "skip");
  const total = checks.reduce((sum, check) => sum + check.weight, 0);
  if (total === 0) return 0;
  const earned = checks.reduce((sum, check) => sum + pointsOf(check), 0);
  return Math.round((earned / total) * 100);
}
