/**
 * Watched projects (docs/product.md, "Watched projects"): a customer's project re-checked by the
 * audit preview's engine once a day or once a week, each check kept. Types and pure rules only,
 * safe in the browser: the cron, the queue and the database are in watch-*.server.ts.
 */
import type { Check, CheckId, CheckStatus, PreviewReport } from "../audit/preview/report";

export const WATCH_FREQUENCIES = ["weekly", "daily"] as const;
export type WatchFrequency = (typeof WATCH_FREQUENCIES)[number];

/** One check that changed between two checks of a project. */
export interface CheckChange {
  id: CheckId;
  label: string;
  from: JudgedStatus;
  to: JudgedStatus;
}

/** A status a check was judged with; one not made ("skip") is neither better nor worse than any. */
type JudgedStatus = Exclude<CheckStatus, "skip">;
type JudgedCheck = Check & { status: JudgedStatus };

/** What changed since the project's previous check that completed. */
export interface CheckChanges {
  /** Whether there was a completed check before this one to compare with. */
  compared: boolean;
  /** The score's change; null when either check has no score, or there is no previous check. */
  scoreDelta: number | null;
  worse: CheckChange[];
  better: CheckChange[];
}

const RANK: Record<JudgedStatus, number> = { fail: 0, warn: 1, pass: 2 };

const judged = (check: Check | undefined): check is JudgedCheck => !!check && check.status !== "skip";

/**
 * The checks that got worse and better from `previous` to `next`, heavier checks first (as the
 * report lists what to fix first), and the score's delta. A check either report lacks, or did not
 * make, is left out.
 */
export function diffReports(
  previous: Pick<PreviewReport, "score" | "checks"> | null,
  next: Pick<PreviewReport, "score" | "checks">,
): CheckChanges {
  if (!previous) return { compared: false, scoreDelta: null, worse: [], better: [] };
  const before = new Map(previous.checks.map((check) => [check.id, check]));
  const changed = next.checks
    .map((check) => ({ check, was: before.get(check.id) }))
    .filter(
      (pair): pair is { check: JudgedCheck; was: JudgedCheck } =>
        judged(pair.check) && judged(pair.was) && pair.was.status !== pair.check.status,
    )
    .sort((a, b) => b.check.weight - a.check.weight);
  const change = ({ check, was }: { check: JudgedCheck; was: JudgedCheck }): CheckChange => ({
    id: check.id,
    label: check.label,
    from: was.status,
    to: check.status,
  });
  return {
    compared: true,
    scoreDelta: previous.score === null || next.score === null ? null : next.score - previous.score,
    worse: changed.filter(({ check, was }) => RANK[check.status] < RANK[was.status]).map(change),
    better: changed.filter(({ check, was }) => RANK[check.status] > RANK[was.status]).map(change),
  };
}

/** One scheduled check of a watched project (public.project_checks), as its pages show it. */
export interface ProjectCheck {
  id: number;
  period: string;
  /** When it ran (the consumer's time); the history is ordered by the cron run it was due for. */
  checkedAt: string;
  status: "ok" | "failed";
  score: number | null;
  /** What changed since the previous completed check; null for a failed check. */
  changes: CheckChanges | null;
  /** Why a failed check failed ("timeout", "unreachable", "refused" …). */
  error: string | null;
}

/** A watched project as the admin sees it. */
export interface WatchedProject {
  projectId: string;
  name: string;
  url: string;
  watch: WatchFrequency;
  lastCheckedAt: string | null;
  lastStatus: "ok" | "failed" | null;
  lastScore: number | null;
  completed30d: number;
  failed30d: number;
  /** The schedule skipped it: no check for longer than its period and two hourly runs. */
  overdue: boolean;
}

/** Whether the project's site got worse at its latest check: a lower score, or a check that fell. */
export const fell = (changes: CheckChanges | null): boolean =>
  !!changes && ((changes.scoreDelta ?? 0) < 0 || changes.worse.length > 0);

/**
 * The period a check at `at` belongs to, in UTC: the day ('2026-12-02') for a daily watch, the ISO
 * week ('2026-W49', weeks start on Monday; the first has the year's first Thursday) for a weekly one.
 */
export function watchPeriod(frequency: WatchFrequency, at: Date): string {
  const day = at.toISOString().slice(0, 10);
  if (frequency === "daily") return day;
  const date = new Date(`${day}T00:00:00Z`);
  // The Thursday of this ISO week decides its year.
  date.setUTCDate(date.getUTCDate() + 3 - ((date.getUTCDay() + 6) % 7));
  const year = date.getUTCFullYear();
  const week = 1 + Math.floor((date.getTime() - Date.UTC(year, 0, 1)) / (7 * 86_400_000));
  return `${year}-W${String(week).padStart(2, "0")}`;
}
