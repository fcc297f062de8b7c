import { machineFactor } from "../../../scripts/lib/machine-speed.mjs";

/**
 * How much slower than the reference this machine is today (scripts/lib/machine-speed.mjs, measured
 * once per run by scripts/e2e.mjs; ADR 054). Never below 1.
 */
export const MACHINE_FACTOR = machineFactor();

/**
 * A wait for the machine to get work done (a page to load, a server to answer), stretched by the
 * machine factor. Never for what a test asserts about time itself: that runs on Playwright's clock.
 */
export function scaled(ms: number): number {
  return Math.round(ms * MACHINE_FACTOR);
}
