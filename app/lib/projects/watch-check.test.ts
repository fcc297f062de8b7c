import { describe, expect, it } from "vitest";
import type { Check, PreviewReport } from "../audit/preview/report";
import { runWatchCheck, type CheckRow, type WatchAudit, type WatchStore } from "./watch-check";

const check = (status: Check["status"]): Check => ({
  id: "title",
  label: "Title tag",
  status,
  weight: 10,
  finding: "",
  why: "",
});

const report = (score: number | null, status: Check["status"] = "pass", error?: PreviewReport["error"]) =>
  ({ score, checks: [check(status)], ...(error ? { error } : {}) }) as PreviewReport;

/** A database in memory with the real table's unique key, which can be switched off. */
class MemoryStore implements WatchStore {
  rows: CheckRow[] = [];
  down = false;
  watched = new Map([[PROJECT, "https://shop.example/"]]);

  private answer<T>(value: T): Promise<T> {
    return this.down ? Promise.reject(new Error("database unreachable")) : Promise.resolve(value);
  }
  watchedProject(id: string) {
    const url = this.watched.get(id);
    return this.answer(url ? { url } : null);
  }
  hasCheck(id: string, period: string) {
    return this.answer(this.rows.some((row) => row.project_id === id && row.period === period));
  }
  latestReport(id: string, before: string) {
    const done = this.rows
      .filter((row) => row.project_id === id && row.status === "ok" && row.scheduled_for < before)
      .sort((a, b) => a.scheduled_for.localeCompare(b.scheduled_for));
    return this.answer(done.at(-1)?.report ?? null);
  }
  insert(row: CheckRow) {
    if (this.down) return Promise.reject(new Error("database unreachable"));
    if (this.rows.some((each) => each.project_id === row.project_id && each.period === row.period)) {
      return Promise.resolve("duplicate" as const);
    }
    this.rows.push(row);
    return Promise.resolve("stored" as const);
  }
}

const PROJECT = "c0000000-0000-4000-8000-000000000001";
/** A check due at the start of the period's first day (a week: its Monday). */
const message = (period: string) => ({
  version: 1 as const,
  kind: "check" as const,
  projectId: PROJECT,
  period,
  // Weeks in order, a week apart; only their order matters here.
  at: Date.UTC(2026, 0, 1) + Number(period.slice(-2)) * 7 * 86_400_000,
});

describe("runWatchCheck", () => {
  it("stores one check per project and period: a redelivered message neither fetches nor stores again", async () => {
    const store = new MemoryStore();
    let fetches = 0;
    const audit: WatchAudit = async () => (fetches++, report(90));
    expect((await runWatchCheck(message("2026-W49"), store, audit)).outcome).toBe("stored");
    expect(await runWatchCheck(message("2026-W49"), store, audit)).toEqual({
      outcome: "skipped",
      why: "already checked",
    });
    expect(fetches).toBe(1);
    expect(store.rows).toHaveLength(1);
  });

  it("two deliveries of the same message at once store one check", async () => {
    const store = new MemoryStore();
    const audit: WatchAudit = async () => report(90);
    const outcomes = await Promise.all([
      runWatchCheck(message("2026-W49"), store, audit),
      runWatchCheck(message("2026-W49"), store, audit),
    ]);
    expect(outcomes.map((each) => each.outcome).sort()).toEqual(["skipped", "stored"]);
    expect(store.rows).toHaveLength(1);
  });

  it("while the database is down it throws (the queue retries), and stores once it is back", async () => {
    const store = new MemoryStore();
    store.down = true;
    const audit: WatchAudit = async () => report(90);
    await expect(runWatchCheck(message("2026-W49"), store, audit)).rejects.toThrow("database unreachable");
    expect(store.rows).toEqual([]);
    store.down = false;
    expect((await runWatchCheck(message("2026-W49"), store, audit)).outcome).toBe("stored");
    expect(store.rows).toHaveLength(1);
  });

  it("marks what changed since the previous completed check", async () => {
    const store = new MemoryStore();
    await runWatchCheck(message("2026-W48"), store, async () => report(95, "pass"));
    const second = await runWatchCheck(message("2026-W49"), store, async () => report(85, "fail"));
    expect(second.outcome === "stored" && second.row.changes).toEqual({
      compared: true,
      scoreDelta: -10,
      worse: [{ id: "title", label: "Title tag", from: "pass", to: "fail" }],
      better: [],
    });
    expect(store.rows[0]!.changes).toEqual({ compared: false, scoreDelta: null, worse: [], better: [] });
  });

  it("compares a check stored late (its sweep waited out an outage) with the one due before it", async () => {
    const store = new MemoryStore();
    await runWatchCheck(message("2026-W47"), store, async () => report(95, "pass"));
    await runWatchCheck(message("2026-W49"), store, async () => report(90, "pass"));
    const late = await runWatchCheck(message("2026-W48"), store, async () => report(80, "fail"));
    expect(late.outcome === "stored" && late.row.changes?.scoreDelta).toBe(-15);
  });

  it("records a page that could not be fetched as a failed check without a score, not as 0", async () => {
    const store = new MemoryStore();
    await runWatchCheck(message("2026-W48"), store, async () => report(null, "fail", "unreachable"));
    await runWatchCheck(message("2026-W49"), store, async () => "refused");
    expect(store.rows.map(({ status, score, error }) => ({ status, score, error }))).toEqual([
      { status: "failed", score: null, error: "unreachable" },
      { status: "failed", score: null, error: "refused" },
    ]);
    // A failed check is not what the next one is compared with.
    const third = await runWatchCheck(message("2026-W50"), store, async () => report(70));
    expect(third.outcome === "stored" && third.row.changes?.scoreDelta).toBeNull();
  });

  it("records an answer that is not a page (a 404, a PDF) as a failed check without a score, however it scored", async () => {
    const store = new MemoryStore();
    const answered = (httpStatus: number, contentType: string) =>
      ({
        ...report(40, "fail"),
        requestedUrl: "https://shop.example/",
        finalUrl: "https://shop.example/",
        httpStatus,
        contentType,
      }) as PreviewReport;
    await runWatchCheck(message("2026-W48"), store, async () => answered(404, "text/html"));
    await runWatchCheck(message("2026-W49"), store, async () => answered(200, "application/pdf"));
    await runWatchCheck(message("2026-W50"), store, async () => answered(200, "text/html; charset=utf-8"));
    expect(store.rows.map(({ status, score, error }) => ({ status, score, error }))).toEqual([
      { status: "failed", score: null, error: "http-404" },
      { status: "failed", score: null, error: "not-html" },
      { status: "ok", score: 40, error: null },
    ]);
  });

  it("skips a project no longer watched, and leaves a busy host for later without recording it", async () => {
    const store = new MemoryStore();
    const gone = "d0000000-0000-4000-8000-000000000009";
    expect(await runWatchCheck({ ...message("2026-W49"), projectId: gone }, store, async () => report(90))).toEqual({
      outcome: "skipped",
      why: "not watched",
    });
    expect(await runWatchCheck(message("2026-W49"), store, async () => "later")).toEqual({ outcome: "later" });
    expect(store.rows).toEqual([]);
  });
});
