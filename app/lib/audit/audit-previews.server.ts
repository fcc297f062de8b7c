import type { AppLoadContext } from "@remix-run/cloudflare";
import { serviceSupabase } from "../db/service.server";
import { isUuid } from "../db/result.server";
import { edgeCache } from "../http/edge-cache.server";
import { checkRateLimit } from "../limits/rate-limit.server";
import type { Viewer } from "../auth/viewer";
import { isTransientStatus, type WriteResult } from "../leads/queue-policy";
import { pageProblem, readReport, type PreviewReport } from "./preview/report";
import { runPreview } from "./preview/run-preview.server";
import { loopbackAllowance } from "./preview/allowance.server";
import { previewFetcher } from "./preview/fixture-fetch.server";
import { isolateMemory } from "./isolate-memory";

/**
 * The audit preview's requests and reports (ADR 046, docs/product.md §7.1): each accepted audit gets
 * a random preview id, the address of its report for seven days. The row is written before the
 * visitor is sent to the report (at most `RECORD_WAIT_MS`, so a slow database never holds them
 * longer); the report's page fetches and checks the audited page while it streams, and the report
 * is written to the same row. While the database is down both writes wait on the lead queue and
 * are stored once (the preview id is unique). The isolate that recorded an audit also keeps it in
 * memory for a minute, so the visitor's own page works even when the database does not.
 */

/** How long a report stays readable at its address. */
export const PREVIEW_LIFETIME_DAYS = 7;
/** The longest the action waits for the request's row before sending the visitor on. */
const RECORD_WAIT_MS = 1_500;
/** How long a page's report answers a new audit of the same address. */
const REPORT_CACHE_SECONDS = 600;
/** How long a report another view is making is waited for: longer than the longest report (~16 s). */
const FOREIGN_WAIT_MS = 20_000;
/** The first look for it, then each look waits longer, up to the last. */
const FOREIGN_POLL_MS = [400, 800, 1_500, 2_000] as const;
/** A report in progress for longer than this is taken as abandoned (the longest takes ~16 s). */
const MAKING_STALE_MS = 30_000;

/** An audit request as stored (public.audit_requests). */
export interface AuditRecord {
  preview_id: string;
  url: string;
  hostname: string;
  user_id: string | null;
  project_id: string | null;
  created_at: string;
  report?: PreviewReport;
  score?: number | null;
  reported_at?: string;
}

/** An audit waiting in the lead queue for the database (lead-queue-message.ts). */
export interface AuditQueueMessage {
  version: 1;
  audit: AuditRecord;
}

export function isAuditQueueMessage(value: unknown): value is AuditQueueMessage {
  const message = value as Partial<AuditQueueMessage> | null;
  return (
    typeof message === "object" &&
    message !== null &&
    message.version === 1 &&
    isUuid(message.audit?.preview_id) &&
    typeof message.audit.url === "string"
  );
}

/** What a preview's page shows: the request, and its report when there is one. */
export interface AuditPreview {
  previewId: string;
  url: string;
  hostname: string;
  createdAt: string;
  report: PreviewReport | null;
}

/**
 * Audits this isolate recorded in the last minute (at most 500), with their report once made: the
 * preview's page finds them here even while the database cannot answer. Plain data only: a request
 * must not wait on a promise another request started (workerd cancels it as hung).
 */
const recent = isolateMemory<{ record: AuditRecord; report?: PreviewReport }>(60_000, 500);
const recentAudit = (previewId: string) => recent.get(previewId);

/**
 * Records an accepted audit; resolves to its preview id once the row is written, queued, or
 * `RECORD_WAIT_MS` have passed. The report is made by the preview's page (`findAuditPreview`). A
 * project is kept only when the viewer's own session can read it (it is theirs).
 */
export async function startAuditPreview(
  context: AppLoadContext,
  audit: { url: string; hostname: string },
  viewer: Viewer | null,
  projectId: string,
): Promise<string> {
  const record: AuditRecord = {
    preview_id: crypto.randomUUID(),
    url: audit.url,
    hostname: audit.hostname,
    user_id: viewer?.id ?? null,
    project_id: viewer && isUuid(projectId) ? await ownProject(context, projectId) : null,
    created_at: new Date().toISOString(),
  };
  recent.set(record.preview_id, { record });
  const written = saveAudit(context, record);
  context.ctx.waitUntil(written);
  await Promise.race([written, new Promise((resolve) => setTimeout(resolve, RECORD_WAIT_MS))]);
  return record.preview_id;
}

/**
 * A preview by its id, for its page: the request, and its report, or the promise of it, made now
 * by this request (and then stored) when there is none yet. `undefined`: no such preview within
 * its lifetime; throws when the database fails and this isolate does not know the preview.
 */
export async function findAuditPreview(
  context: AppLoadContext,
  previewId: string,
  /** The site's origin, which the fetcher's user agent names (/audit-bot); none: do not make the report. */
  siteUrl?: string,
): Promise<
  (Omit<AuditPreview, "report"> & { report: PreviewReport | null | Promise<PreviewReport | null> }) | undefined
> {
  if (!isUuid(previewId)) return undefined;
  const mine = recentAudit(previewId);
  const found = mine ? previewOf(mine.record, mine.report ?? null) : await readAuditPreview(context.env, previewId);
  if (!found) return undefined;
  if (found.report || siteUrl === undefined) return found;
  return { ...found, report: makeReport(context, found, mine?.record, siteUrl) };
}

const previewOf = (record: AuditRecord, report: PreviewReport | null): AuditPreview => ({
  previewId: record.preview_id,
  url: record.url,
  hostname: record.hostname,
  createdAt: record.created_at,
  report,
});

/** Previews whose report a request of this isolate is making, with when it began. */
const making = new Map<string, number>();

/**
 * Makes a preview's report and stores it with its request. Once per preview at a time: a second
 * view while the first is making it (a reload, many at once) waits for the stored report instead
 * of fetching the audited site again. How often a site is audited at all is limited by /audit.
 */
async function makeReport(
  context: AppLoadContext,
  preview: AuditPreview,
  record: AuditRecord | undefined,
  siteUrl: string,
): Promise<PreviewReport | null> {
  const began = making.get(preview.previewId);
  if (began !== undefined && Date.now() - began < MAKING_STALE_MS) return waitForReport(context.env, preview.previewId);
  making.set(preview.previewId, Date.now());
  const made = reportFor(context, preview.url, preview.hostname, siteUrl).finally(() =>
    making.delete(preview.previewId),
  );
  // The report is finished and stored even when the visitor leaves before it arrives.
  context.ctx.waitUntil(made.catch(() => undefined));
  const report = await made;
  if (!report) return null;
  const mine = recentAudit(preview.previewId);
  if (mine) mine.report = report;
  const stored: AuditRecord = {
    ...(record ?? { user_id: null, project_id: null }),
    preview_id: preview.previewId,
    url: preview.url,
    hostname: preview.hostname,
    created_at: preview.createdAt,
    report,
    score: report.score,
    reported_at: new Date().toISOString(),
  };
  // A request stored from the database keeps the user and project it was stored with.
  if (!record) {
    delete (stored as Partial<AuditRecord>).user_id;
    delete (stored as Partial<AuditRecord>).project_id;
  }
  context.ctx.waitUntil(saveAudit(context, stored));
  return report;
}

/**
 * The report another view of this isolate is making, once this isolate has it or it is stored;
 * null when it is not within the wait.
 */
async function waitForReport(env: Env, previewId: string): Promise<PreviewReport | null> {
  for (let waited = 0, turn = 0; waited < FOREIGN_WAIT_MS; turn++) {
    const pause = FOREIGN_POLL_MS[Math.min(turn, FOREIGN_POLL_MS.length - 1)]!;
    await new Promise((resolve) => setTimeout(resolve, pause));
    waited += pause;
    const mine = recentAudit(previewId)?.report;
    if (mine) return mine;
    const stored = await readAuditPreview(env, previewId).catch(() => undefined);
    if (stored?.report) return stored.report;
  }
  return null;
}

async function readAuditPreview(env: Env, previewId: string): Promise<AuditPreview | undefined> {
  const since = new Date(Date.now() - PREVIEW_LIFETIME_DAYS * 86_400_000).toISOString();
  const { data, error } = await serviceSupabase(env)
    .from("audit_requests")
    .select("preview_id, url, hostname, created_at, report")
    .eq("preview_id", previewId)
    .gte("created_at", since)
    .maybeSingle();
  if (error) throw new Error(`Audit preview not read: ${error.code} ${error.message}`);
  if (!data) return undefined;
  const row = data as AuditRecord & { report: PreviewReport | null };
  return previewOf(row, row.report);
}

/**
 * A page's report: a recent one for the same address from the cache, else made now (runPreview
 * never rejects for anything the audited site does) and kept for `REPORT_CACHE_SECONDS`; null when
 * the audited host has had its share of reports this minute.
 */
async function reportFor(
  context: AppLoadContext,
  url: string,
  hostname: string,
  siteUrl: string,
): Promise<PreviewReport | null> {
  const cache = edgeCache();
  const key = new Request(`https://audit-preview.invalid/${encodeURIComponent(new URL(url).href)}`);
  const cached = await cache?.match(key).catch(() => undefined);
  if (cached) return readReport((await cached.json()) as PreviewReport);
  // Views make reports, and views are not counted by /audit's limits: the fetches themselves are,
  // per audited host, so no number of views of one preview (or of many) hammers a site.
  if (await checkRateLimit(context.env, "auditReport", hostname)) {
    console.warn(`Audit report for ${hostname} not made: too many for this site just now.`);
    return null;
  }
  const allowance = loopbackAllowance(context.env);
  const report = await runPreview(url, {
    allowance,
    fetcher: previewFetcher(allowance),
    siteUrl,
    // A redirect to another host costs that host's share, so many hostnames cannot aim at one.
    mayContact: async (host) => !(await checkRateLimit(context.env, "auditReport", host)),
  });
  // Cut short by a host past its share: as for the audited host's own limit, nothing is kept and a
  // later view tries again (ADR 062).
  if (report.error === "host-busy") {
    console.warn(`Audit report for ${hostname} not made: a host it reaches had its share this minute.`);
    return null;
  }
  // No page to check (a timeout, a 404): not kept, so "Try again" fetches the site again (issue 34).
  if (pageProblem(report)) return report;
  const kept = new Response(JSON.stringify(report), {
    headers: { "Content-Type": "application/json", "Cache-Control": `max-age=${REPORT_CACHE_SECONDS}` },
  });
  context.ctx.waitUntil(cache?.put(key, kept).catch(() => undefined) ?? Promise.resolve());
  return report;
}

/**
 * Writes an audit's row once per preview id (a later write of the same id adds the report). Never
 * throws: a write the database cannot take now waits on the lead queue.
 */
async function saveAudit(context: AppLoadContext, record: AuditRecord): Promise<void> {
  const written = await writeAudit(context.env, record);
  if (written.ok) return;
  console.error(`Audit ${record.preview_id} not stored at once: ${written.reason}`);
  if (!written.transient || !context.env.LEAD_QUEUE) return;
  try {
    await context.env.LEAD_QUEUE.send({ version: 1, audit: record } satisfies AuditQueueMessage);
    console.warn(`Audit ${record.preview_id} queued for a later write.`);
  } catch (error) {
    console.error(`Audit ${record.preview_id} not queued:`, error instanceof Error ? error.message : error);
  }
}

/** One request; never throws (the queue consumer calls it too). */
export async function writeAudit(env: Env, record: AuditRecord): Promise<WriteResult> {
  try {
    const { error, status } = await serviceSupabase(env)
      .from("audit_requests")
      .upsert(record, { onConflict: "preview_id" });
    if (!error) return { ok: true };
    return { ok: false, transient: isTransientStatus(status), reason: `${status} ${error.code} ${error.message}` };
  } catch (error) {
    return { ok: false, transient: true, reason: error instanceof Error ? error.message : String(error) };
  }
}

/** The project's id when the viewer's own session can read it (it is theirs), else null. */
async function ownProject(context: AppLoadContext, projectId: string): Promise<string | null> {
  const { data, error } = await context.auth
    .client()
    .supabase.from("projects")
    .select("id")
    .eq("id", projectId)
    .maybeSingle();
  if (error) console.warn("Project of an audit not checked:", error.code, error.message);
  return (data?.id as string | undefined) ?? null;
}
