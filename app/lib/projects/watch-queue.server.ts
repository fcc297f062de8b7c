/**
 * Watched projects on Cloudflare's scheduler (ADR 068): the cron queues a sweep (`queueSweep`,
 * server.ts `scheduled`); the queue's consumer turns a sweep into one message per project due, and
 * checks each one with the audit preview's engine, its fetcher and safety rules
 * (`consumeWatchQueue`, server.ts `queue`). A sweep or a check the database cannot take now is
 * retried with backoff (10 retries, about 70 minutes in all); a project whose check was dropped is
 * still due, and the next hourly sweep queues it again while its day or week lasts (ADR 068).
 * Both use the service role: no visitor is present, and the rows are the Worker's to write.
 */
import { loopbackAllowance } from "../audit/preview/allowance.server";
import { previewFetcher } from "../audit/preview/fixture-fetch.server";
import { runPreview, TargetRefused } from "../audit/preview/run-preview.server";
import { serviceSupabase } from "../db/service.server";
import { retryDelaySeconds } from "../leads/queue-policy";
import { checkRateLimit } from "../limits/rate-limit.server";
import {
  isSweepMessage,
  isWatchMessage,
  runWatchCheck,
  type SweepMessage,
  type WatchAudit,
  type WatchMessage,
  type WatchStore,
} from "./watch-check";
import { comparable, dueChecks, latestCompletedCheck } from "./watch-queries.server";

export const WATCH_QUEUE_NAME = "rankwell-watch";

/** Projects queued per cron run; the rest are still due, and the next run queues them. */
export const DUE_PER_RUN = 50;

/** An answer of the database, or the error that says why there is none. */
function answered<T>(answer: { data: T | null; error: { message: string } | null }, what: string): T {
  if (answer.error || answer.data === null) throw new Error(`${what}: ${answer.error?.message ?? "no data"}`);
  return answer.data;
}

/**
 * The cron's work: a sweep for its time, which waits on the queue if the database is down. A send
 * that fails is logged (the Workers dashboard shows it); the projects stay due for the next run.
 */
export async function queueSweep(env: Env, at: number): Promise<void> {
  const sweep: SweepMessage = { version: 1, kind: "sweep", at };
  await env.WATCH_QUEUE.send(sweep).catch((error: unknown) => {
    console.error(`Watched projects: the sweep for ${new Date(at).toISOString()} could not be queued:`, error);
  });
}

/** A sweep: one check message per project due at its time, at most DUE_PER_RUN. Returns how many. */
async function sweep(env: Env, at: number): Promise<number> {
  const due = await dueChecks(serviceSupabase(env), new Date(at), DUE_PER_RUN);
  if (due.length === 0) return 0;
  await env.WATCH_QUEUE.sendBatch(
    due.map((check): { body: WatchMessage } => ({ body: { version: 1, kind: "check", at, ...check } })),
  );
  return due.length;
}

function supabaseStore(env: Env): WatchStore {
  const db = serviceSupabase(env);
  return {
    async watchedProject(projectId) {
      const rows = answered(
        await db.from("projects").select("url").eq("id", projectId).not("watch", "is", null),
        "Watched project",
      ) as Array<{ url: string }>;
      return rows[0] ?? null;
    },
    async hasCheck(projectId, period) {
      const rows = answered(
        await db.from("project_checks").select("id").eq("project_id", projectId).eq("period", period),
        "Project check",
      );
      return rows.length > 0;
    },
    async latestReport(projectId, before) {
      const rows = answered(await latestCompletedCheck(db, projectId, before), "Latest check");
      return comparable(rows[0]?.report ?? null);
    },
    async insert(row) {
      const written = answered(
        await db
          .from("project_checks")
          .upsert(row, { onConflict: "project_id,period", ignoreDuplicates: true })
          .select("id"),
        "Storing a check",
      );
      return written.length ? "stored" : "duplicate";
    },
  };
}

/** The audit preview on a watched project's page, with the per-host share every preview has (ADR 062). */
function previewAudit(env: Env): WatchAudit {
  return async (url) => {
    // An address the form would refuse (stored through the API, say) is a failed check, not a retry.
    const target = URL.canParse(url) ? new URL(url) : null;
    if (!target) return "refused";
    const allowance = loopbackAllowance(env);
    const mayContact = async (host: string) => !(await checkRateLimit(env, "auditReport", host));
    if (!(await mayContact(target.hostname))) return "later";
    try {
      const report = await runPreview(url, {
        allowance,
        fetcher: previewFetcher(allowance),
        siteUrl: env.SITE_URL || "https://www.example.com",
        mayContact,
      });
      return report.error === "host-busy" ? "later" : report;
    } catch (error) {
      if (error instanceof TargetRefused) return "refused";
      throw error;
    }
  };
}

/**
 * The queue's consumer: each message checked once (runWatchCheck). The database down, or a host
 * busy, → the message is retried with backoff; when every retry is spent the project is still due,
 * and the next sweep queues it again while its period lasts. Never doubled (the unique key).
 */
export async function consumeWatchQueue(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  const store = supabaseStore(env);
  const audit = previewAudit(env);
  for (const message of batch.messages) {
    if (isSweepMessage(message.body)) {
      try {
        const queued = await sweep(env, message.body.at);
        console.log(`Watched projects: ${queued} check(s) queued for ${new Date(message.body.at).toISOString()}.`);
        message.ack();
      } catch (error) {
        console.warn(`Watched projects: sweep not done (attempt ${message.attempts}):`, error);
        message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
      }
      continue;
    }
    if (!isWatchMessage(message.body)) {
      console.error(`Watch queue message ${message.id} is not a check; dropped.`);
      message.ack();
      continue;
    }
    const { projectId, period } = message.body;
    try {
      const result = await runWatchCheck(message.body, store, audit);
      if (result.outcome === "later") {
        message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
        continue;
      }
      if (result.outcome === "stored") {
        console.log(`Watched project ${projectId}: ${period} checked (${result.row.status}).`);
      } else {
        console.log(`Watched project ${projectId}: ${period} skipped (${result.why}).`);
      }
      message.ack();
    } catch (error) {
      console.warn(`Watched project ${projectId}: ${period} not checked (attempt ${message.attempts}):`, error);
      message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
    }
  }
}
