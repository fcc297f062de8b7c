/**
 * One scheduled check of a watched project, as the queue's consumer runs it (watch-queue.server.ts):
 * the rule that makes it happen at most once per project and period, whatever the retries, and
 * that records a page that could not be fetched as a failed check, never as a score of 0. The
 * database and the audit are passed in, so the rule is unit-tested without either.
 */
import { pageProblem, type PreviewReport } from "../audit/preview/report";
import { diffReports, type CheckChanges } from "./watch";

/** A queued check: the project and the day or week it is due for. */
export interface WatchMessage {
  version: 1;
  kind: "check";
  projectId: string;
  period: string;
  /** The cron run it is due for (ms): the check's place in the history. */
  at: number;
}

/** A cron run's sweep, queued so that it waits out a database outage: find what is due at `at` (ms). */
export interface SweepMessage {
  version: 1;
  kind: "sweep";
  at: number;
}

export function isWatchMessage(value: unknown): value is WatchMessage {
  const message = value as Partial<WatchMessage> | null;
  return (
    typeof message === "object" &&
    message !== null &&
    message.version === 1 &&
    message.kind === "check" &&
    typeof message.projectId === "string" &&
    /^[0-9a-f-]{36}$/.test(message.projectId) &&
    typeof message.period === "string" &&
    /^[0-9]{4}-([0-9]{2}-[0-9]{2}|W[0-9]{2})$/.test(message.period) &&
    Number.isFinite(message.at)
  );
}

export function isSweepMessage(value: unknown): value is SweepMessage {
  const message = value as Partial<SweepMessage> | null;
  return (
    typeof message === "object" &&
    message !== null &&
    message.version === 1 &&
    message.kind === "sweep" &&
    Number.isFinite(message.at)
  );
}

/** A row of public.project_checks as the consumer writes it. */
export interface CheckRow {
  project_id: string;
  period: string;
  scheduled_for: string;
  status: "ok" | "failed";
  score: number | null;
  report: PreviewReport | null;
  changes: CheckChanges | null;
  error: string | null;
}

/** What the consumer needs of the database. Each method throws when the database cannot answer. */
export interface WatchStore {
  /** The project while it exists and is watched; null otherwise. */
  watchedProject(projectId: string): Promise<{ url: string } | null>;
  hasCheck(projectId: string, period: string): Promise<boolean>;
  /** The report of the project's latest completed check due before `before` (ISO), for the changes since. */
  latestReport(projectId: string, before: string): Promise<PreviewReport | null>;
  /** Inserts the row unless the project has one for the period: "duplicate" then. */
  insert(row: CheckRow): Promise<"stored" | "duplicate">;
}

/**
 * The audit of a URL: the preview's report; "refused" when the URL may not be fetched (a private
 * address, a port other than 80 and 443); "later" when a host it reaches had its share of
 * fetches this minute (the check is tried again, not recorded).
 */
export type WatchAudit = (url: string) => Promise<PreviewReport | "refused" | "later">;

export type WatchOutcome =
  | { outcome: "stored"; row: CheckRow }
  | { outcome: "skipped"; why: "not watched" | "already checked" }
  | { outcome: "later" };

export async function runWatchCheck(
  message: WatchMessage,
  store: WatchStore,
  audit: WatchAudit,
): Promise<WatchOutcome> {
  const project = await store.watchedProject(message.projectId);
  if (!project) return { outcome: "skipped", why: "not watched" };
  // A retry after the row was stored, or a second message for the same period: no second fetch.
  if (await store.hasCheck(message.projectId, message.period)) return { outcome: "skipped", why: "already checked" };
  const report = await audit(project.url);
  if (report === "later") return { outcome: "later" };
  const scheduledFor = new Date(message.at).toISOString();
  const base = { project_id: message.projectId, period: message.period, scheduled_for: scheduledFor };
  const problem = report === "refused" ? null : pageProblem(report);
  let row: CheckRow;
  if (report === "refused") {
    row = { ...base, status: "failed", score: null, report: null, changes: null, error: "refused" };
  } else if (problem) {
    // No page to check (a timeout, a 404, a file): a failed check, never a score (issue 34).
    const error = report.error ?? (problem.kind === "status" ? `http-${problem.status}` : problem.kind);
    row = { ...base, status: "failed", score: null, report, changes: null, error };
  } else {
    const changes = diffReports(await store.latestReport(message.projectId, scheduledFor), report);
    row = { ...base, status: "ok", score: report.score, report, changes, error: null };
  }
  // Two deliveries at once both get here: the unique key keeps the first, the second is told so.
  const written = await store.insert(row);
  return written === "stored" ? { outcome: "stored", row } : { outcome: "skipped", why: "already checked" };
}
