import type { AppLoadContext } from "@remix-run/cloudflare";
import { dataOrThrow, settle } from "../db/result.server";
import { PREVIEW_LIFETIME_DAYS } from "./audit-previews.server";
import { problemHeading } from "./preview/problem-words";
import { pageProblem, readReport, topFindings as topFindingsOf, type PreviewReport } from "./preview/report";
import type { AuditFinding, LeadAuditReport } from "./audit-summaries";

export const AUDIT_PAGE_SIZE = 50;

export interface AuditRequestSummary {
  id: number;
  url: string;
  hostname: string;
  /** The audited site without a leading www. */
  domain: string;
  createdAt: string;
  /** The newest lead whose email is at this domain, when there is one. */
  matchingLeadId: number | null;
  /** The preview's id (ADR 046; none for audits recorded before previews). */
  previewId: string | null;
  /** The preview's score, once its report was made; none for a page that could not be checked. */
  score: number | null;
  /** The report's findings most worth fixing first. */
  topFindings: AuditFinding[];
  /** Why there was no page to check ("… answered 404 Not Found"), or null. */
  problem: string | null;
  /** How many audits of this domain there are in all. */
  domainAudits: number;
}

interface OverviewRow {
  id: number;
  url: string;
  hostname: string;
  domain: string;
  created_at: string;
  matching_lead_id: number | null;
  preview_id: string | null;
  score: number | null;
  report: PreviewReport | null;
  domain_audits: number;
}

export interface AuditPage {
  audits: AuditRequestSummary[];
  total: number;
  page: number;
  pageCount: number;
}

/**
 * The audits the site recorded, newest first, 50 a page, each with whether a lead from the same
 * domain exists (the audit_request_overview view, read with the admin's session). 1 query.
 */
export async function listAuditRequests(
  context: AppLoadContext,
  page: number,
  /** Only this domain's audits: its history. */
  domain?: string,
): Promise<AuditPage> {
  const from = (page - 1) * AUDIT_PAGE_SIZE;
  const query = context.auth
    .client()
    .supabase.from("audit_request_overview")
    .select("id, url, hostname, domain, created_at, matching_lead_id, preview_id, score, report, domain_audits", {
      count: "exact",
    });
  const answer = await settle(
    (domain ? query.eq("domain", domain) : query)
      .order("created_at", { ascending: false })
      .order("id", { ascending: false })
      .range(from, from + AUDIT_PAGE_SIZE - 1),
  );
  const rows = dataOrThrow(answer as { data: OverviewRow[] | null; error: null }, "Audit requests");
  const total = (answer as { count?: number | null }).count ?? rows.length;
  return {
    audits: rows.map((row) => ({
      id: row.id,
      url: row.url,
      hostname: row.hostname,
      domain: row.domain,
      createdAt: row.created_at,
      matchingLeadId: row.matching_lead_id,
      // The preview's page answers 404 once its lifetime is over: no link to it then.
      previewId: row.preview_id && previewReadable(row.created_at) ? row.preview_id : null,
      ...readFindings(row, 2),
      domainAudits: row.domain_audits,
    })),
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE)),
  };
}

/** The audit a lead names ("Email me this report"), read with the admin's session; null when none. 1 query. */
export async function leadAuditReport(context: AppLoadContext, previewId: string): Promise<LeadAuditReport | null> {
  const answer = await settle(
    context.auth
      .client()
      .supabase.from("audit_request_overview")
      .select("preview_id, url, score, report, reported_at, created_at")
      .eq("preview_id", previewId)
      .maybeSingle(),
  );
  // No row is an answer (the audit's write may still wait on the queue), not a failure.
  if (answer.error) dataOrThrow(answer, "Lead's audit");
  const row = answer.data as {
    preview_id: string;
    url: string;
    score: number | null;
    report: PreviewReport | null;
    reported_at: string | null;
    created_at: string;
  } | null;
  if (!row) return null;
  return {
    previewId: row.preview_id,
    url: row.url,
    tooLarge: row.report?.tooLarge === true,
    reportedAt: row.reported_at,
    readable: previewReadable(row.created_at),
    ...readFindings(row, 3),
  };
}

/** Whether a preview made at `createdAt` is still shown at its address. */
export function previewReadable(createdAt: string): boolean {
  return Date.now() - Date.parse(createdAt) < PREVIEW_LIFETIME_DAYS * 86_400_000;
}

/**
 * A stored report's score and findings, read with today's rules (readReport): a page that could
 * not be checked has no score and no findings, only what happened; a check not made is never a
 * finding (issue 34).
 */
function readFindings(row: { score: number | null; report: PreviewReport | null }, n: number) {
  if (!row.report) return { score: row.score, topFindings: [], problem: null };
  const report = readReport(row.report);
  const problem = pageProblem(report);
  const topFindings: AuditFinding[] = problem
    ? []
    : topFindingsOf(report, n).map(({ label, status, finding }) => ({ label, status, finding }));
  return { score: report.score, topFindings, problem: problem ? problemHeading(problem) : null };
}
