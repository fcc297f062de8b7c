import type { AppLoadContext } from "@remix-run/cloudflare";
import { dataOrThrow, settle } from "../db/result.server";

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
}

interface OverviewRow {
  id: number;
  url: string;
  hostname: string;
  domain: string;
  created_at: string;
  matching_lead_id: number | null;
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
export async function listAuditRequests(context: AppLoadContext, page: number): Promise<AuditPage> {
  const from = (page - 1) * AUDIT_PAGE_SIZE;
  const answer = await settle(
    context.auth
      .client()
      .supabase.from("audit_request_overview")
      .select("id, url, hostname, domain, created_at, matching_lead_id", { count: "exact" })
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
    })),
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE)),
  };
}
