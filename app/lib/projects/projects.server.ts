/**
 * A signed-in customer's projects, always with their own session: row-level security shows and
 * changes only their own (another user's project does not exist for them, whatever a loader
 * does). Each function makes one request.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { previewReadable } from "../audit/audit-list.server";
import type { PreviewReport } from "../audit/preview/report";
import { dataOrThrow, isUuid, settle } from "../db/result.server";
import type { NewProject } from "./project-schema";
import { comparable, latestCompletedCheck } from "./watch-queries.server";
import type { CheckChanges, ProjectCheck, WatchFrequency } from "./watch";

/** Audits listed under each project on the dashboard. */
export const DASHBOARD_AUDITS = 5;
/** Audits listed on a project's own page. */
export const PROJECT_PAGE_AUDITS = 20;
/** Scheduled checks shown on a project's page: half a year of weekly ones. */
export const PROJECT_PAGE_CHECKS = 26;

export interface ProjectAudit {
  id: number;
  url: string;
  createdAt: string;
  /** The preview's score; null until its report is made (or when it could not be). */
  score: number | null;
  /** The preview's id while its page is still shown (ADR 046: 7 days), else null. */
  readablePreview: string | null;
}

export interface Project {
  id: string;
  name: string;
  url: string;
  createdAt: string;
  /** How often it is re-checked; null when it is not watched. */
  watch: WatchFrequency | null;
  /** Recent audits started from it, newest first. */
  audits: ProjectAudit[];
  /** Its scheduled checks, newest first (the project page loads them; the dashboard its latest). */
  checks: ProjectCheck[];
}

interface ProjectRow {
  id: string;
  name: string;
  url: string;
  created_at: string;
  watch: WatchFrequency | null;
  project_checks: Array<{
    id: number;
    period: string;
    checked_at: string;
    status: "ok" | "failed";
    score: number | null;
    changes: CheckChanges | null;
    error: string | null;
  }>;
  audit_requests: Array<{
    id: number;
    url: string;
    created_at: string;
    score: number | null;
    preview_id: string | null;
  }>;
}

const COLUMNS =
  "id, name, url, created_at, watch, audit_requests(id, url, created_at, score, preview_id), project_checks(id, period, checked_at, status, score, changes, error)";

function toProject(row: ProjectRow): Project {
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    createdAt: row.created_at,
    watch: row.watch,
    checks: row.project_checks.map((check) => ({
      id: check.id,
      period: check.period,
      checkedAt: check.checked_at,
      status: check.status,
      score: check.score,
      changes: check.changes,
      error: check.error,
    })),
    audits: row.audit_requests.map((audit) => ({
      id: audit.id,
      url: audit.url,
      createdAt: audit.created_at,
      score: audit.score,
      readablePreview: audit.preview_id && previewReadable(audit.created_at) ? audit.preview_id : null,
    })),
  };
}

const db = (context: AppLoadContext) => context.auth.client().supabase;

/** The viewer's projects, oldest first, each with its 5 latest audits. 1 query. */
export async function listProjects(context: AppLoadContext): Promise<Project[]> {
  const answer = await settle(
    db(context)
      .from("projects")
      .select(COLUMNS)
      .order("created_at")
      .order("created_at", { referencedTable: "audit_requests", ascending: false })
      .limit(DASHBOARD_AUDITS, { referencedTable: "audit_requests" })
      .order("scheduled_for", { referencedTable: "project_checks", ascending: false })
      .limit(1, { referencedTable: "project_checks" }),
  );
  return dataOrThrow(answer as { data: ProjectRow[] | null; error: null }, "Projects").map(toProject);
}

/** One of the viewer's projects with its 20 latest audits; null when it is not theirs or does not exist. 1 query. */
export async function getProject(context: AppLoadContext, id: string | undefined): Promise<Project | null> {
  if (!isUuid(id)) return null;
  const answer = await settle(
    db(context)
      .from("projects")
      .select(COLUMNS)
      .eq("id", id)
      .order("created_at", { referencedTable: "audit_requests", ascending: false })
      .limit(PROJECT_PAGE_AUDITS, { referencedTable: "audit_requests" })
      .order("scheduled_for", { referencedTable: "project_checks", ascending: false })
      .limit(PROJECT_PAGE_CHECKS, { referencedTable: "project_checks" })
      .maybeSingle(),
  );
  if (answer.error) dataOrThrow(answer, "Project");
  return answer.data ? toProject(answer.data as ProjectRow) : null;
}

/**
 * The report of the project's latest completed check, for its findings on the project page; null
 * when it has none (or is not the viewer's: RLS). 1 query.
 */
export async function latestCheckReport(
  context: AppLoadContext,
  id: string | undefined,
): Promise<PreviewReport | null> {
  if (!isUuid(id)) return null;
  const answer = await settle(latestCompletedCheck(db(context), id));
  return comparable(dataOrThrow(answer, "Latest check")[0]?.report ?? null);
}

/** Adds a project for the viewer (the database sets the owner). 1 query. */
export async function createProject(context: AppLoadContext, project: NewProject): Promise<string> {
  const answer = await settle(db(context).from("projects").insert(project).select("id").single());
  return dataOrThrow(answer as { data: { id: string } | null; error: null }, "Project insert").id;
}

/** Renames one of the viewer's projects; false when it is not theirs or does not exist. 1 query. */
export async function renameProject(context: AppLoadContext, id: string, name: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const answer = await settle(db(context).from("projects").update({ name }).eq("id", id).select("id"));
  return dataOrThrow(answer as { data: unknown[] | null; error: null }, "Project rename").length === 1;
}

/**
 * Turns watching on (daily or weekly) or off for one of the viewer's projects: "cap" when the
 * account already watches 5 others (the trigger of migration 20261202224500), "gone" when the
 * project is not theirs or does not exist. 1 query.
 */
export async function setWatch(
  context: AppLoadContext,
  id: string,
  watch: WatchFrequency | null,
): Promise<"saved" | "cap" | "gone"> {
  if (!isUuid(id)) return "gone";
  const answer = await settle(db(context).from("projects").update({ watch }).eq("id", id).select("id"));
  if (answer.error?.code === "23514" && /watch at most/.test(answer.error.message)) return "cap";
  return dataOrThrow(answer as { data: unknown[] | null; error: null }, "Project watch").length === 1
    ? "saved"
    : "gone";
}

/** Deletes one of the viewer's projects (its audits stay, unlinked); false when not theirs. 1 query. */
export async function deleteProject(context: AppLoadContext, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const answer = await settle(db(context).from("projects").delete().eq("id", id).select("id"));
  return dataOrThrow(answer as { data: unknown[] | null; error: null }, "Project delete").length === 1;
}
