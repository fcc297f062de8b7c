/**
 * Helpers for watched projects' tests (issue 33, ADR 068): the scheduler run at a chosen time,
 * a fixture site changed between runs, and one watched-projects scenario at a time.
 */
import { withStackLock } from "./stack-lock";
import { TEST_PORTS } from "./servers";

/**
 * Runs a Worker's cron as if it fired at `at` (ms): wrangler dev's local trigger endpoint
 * (`/__scheduled` fires at the present only; a second period needs another time).
 */
export async function runScheduler(origin: string, at: number): Promise<void> {
  const response = await fetch(`${origin}/cdn-cgi/local/scheduled?time=${at}&cron=17+*+*+*+*`);
  if (!response.ok) throw new Error(`The scheduler answered ${response.status}: ${await response.text()}`);
}

/** Sets a `changing--…` fixture site's state on the fixture server of a stack (scripts/audit-fixture-sites.mjs). */
export async function setFixtureSite(host: string, state: "good" | "worse", port = TEST_PORTS.auditFixtures) {
  const response = await fetch(`http://127.0.0.1:${port}/__state?host=${encodeURIComponent(host)}&state=${state}`, {
    method: "PUT",
  });
  if (response.status !== 204) throw new Error(`The fixture server answered ${response.status}`);
}

/**
 * Every sweep checks every project due, whichever test watches it: scenarios that run the scheduler
 * take turns, on both tiers, so one never checks another's project between its runs.
 */
export const withWatchLock = <T>(run: () => Promise<T>) => withStackLock("watch", 900_000, run);

/** Two times a week apart, far from the present and from each other's periods (a test's own year). */
export function weeksOf(year: number): [number, number] {
  const first = Date.UTC(year, 2, 3, 10, 17);
  return [first, first + 7 * 86_400_000];
}
