import "~/shared-chunk";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { AccountPage } from "~/components/account/account-page";
import { AuditScore } from "~/components/account/audit-score";
import { DataTable, type Column } from "~/components/account/data-table";
import { EmptyState } from "~/components/account/empty-state";
import { Pagination } from "~/components/account/pagination";
import { Toolbar } from "~/components/account/toolbar";
import { WatchedProjects } from "~/components/admin/watched-projects";
import { Badge } from "~/components/ui/card";
import { auditsPage as copy } from "~/content/account-pages";
import { listAuditRequests, type AuditRequestSummary } from "~/lib/audit/audit-list.server";
import { previewPath } from "~/lib/audit/audit-inline";
import { readPage } from "~/lib/ui/pagination";
import { requireAdmin } from "~/lib/auth/guards.server";
import { listWatchedProjects } from "~/lib/projects/watch-overview.server";
import { privateMeta } from "~/lib/seo/meta";
import { formatDateTime } from "~/lib/ui/dates";
import { accountFrame } from "~/components/account/account-frame";

/** A domain as the audit list stores it (lower case, no leading www.); anything else is no filter. */
const DOMAIN = /^[a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?$/;

/**
 * The audits the site recorded, newest first: each with its preview's score and top findings
 * (ADR 046), whether a lead from the same domain exists, and, for a domain audited more than
 * once, a link to its history (?domain=); under them the watched projects, overdue first (ADR 068).
 * Queries: 2, at once.
 */
export const handle = accountFrame;
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const params = new URL(request.url).searchParams;
  const asked = params.get("domain")?.toLowerCase() ?? "";
  const domain = DOMAIN.test(asked) ? asked : undefined;
  const [audits, watched] = await Promise.all([
    listAuditRequests(context, readPage(params), domain),
    // A domain's history is about that domain's audits only.
    domain ? null : listWatchedProjects(context),
  ]);
  return { domain: domain ?? null, watched, ...audits };
}

export const meta: MetaFunction = () => privateMeta(copy.title);

const columns: Column<AuditRequestSummary>[] = [
  {
    key: "domain",
    header: copy.columns.domain,
    rowHeader: true,
    cell: (audit) => (
      <span className="flex flex-col gap-0.5">
        <span>{audit.domain}</span>
        {audit.domainAudits > 1 ? (
          <Link
            to={`?domain=${encodeURIComponent(audit.domain)}`}
            className="inline-flex min-h-11 items-center text-xs font-medium text-accent underline-offset-4 hover:underline sm:min-h-0"
          >
            {copy.timesAudited(audit.domainAudits)}
          </Link>
        ) : null}
      </span>
    ),
  },
  {
    key: "url",
    header: copy.columns.url,
    cell: (audit) => <span className="block max-w-64 truncate font-mono text-xs">{audit.url}</span>,
  },
  {
    key: "score",
    header: copy.columns.score,
    nowrap: true,
    align: "end",
    cell: (audit) => <AuditScore score={audit.score} none={copy.noScore} />,
  },
  {
    key: "findings",
    header: copy.columns.findings,
    cell: (audit) =>
      // No report yet: nothing to say. A report with no score (a page too large to check) has findings;
      // one without a page says what happened, neither a pass nor a fail (issue 34).
      audit.problem ? (
        <span className="block max-w-80 text-xs text-fg-muted">
          <span className="font-semibold text-fg">{copy.notChecked}</span>
          <span className="block">{audit.problem}</span>
        </span>
      ) : audit.topFindings.length === 0 ? (
        audit.score === null ? null : (
          <span className="text-fg-subtle">{copy.noFindings}</span>
        )
      ) : (
        <ul className="max-w-80 space-y-1 text-xs">
          {audit.topFindings.map((finding) => (
            <li key={finding.label} title={finding.finding}>
              <span className={finding.status === "fail" ? "font-semibold text-danger" : "font-semibold text-warning"}>
                {finding.label}
              </span>
              <span className="block truncate text-fg-muted">{finding.finding}</span>
            </li>
          ))}
        </ul>
      ),
  },
  {
    key: "requested",
    header: copy.columns.requested,
    nowrap: true,
    cell: (audit) => (
      <span className="flex flex-col gap-0.5">
        <time dateTime={audit.createdAt}>{formatDateTime(audit.createdAt)}</time>
        {audit.previewId ? (
          <a
            href={previewPath(audit.previewId)}
            className="inline-flex min-h-11 items-center text-xs font-medium text-accent underline-offset-4 hover:underline sm:min-h-0"
          >
            {copy.report}
            <span className="sr-only">{copy.openReport(audit.domain)}</span>
          </a>
        ) : null}
      </span>
    ),
  },
  {
    key: "lead",
    header: copy.columns.lead,
    nowrap: true,
    align: "end",
    cell: (audit) =>
      audit.matchingLeadId === null ? (
        <span className="text-fg-subtle">{copy.noLead}</span>
      ) : (
        <Link
          to={`/admin/leads/${audit.matchingLeadId}`}
          className="inline-flex min-h-11 items-center rounded-md hover:opacity-80 sm:min-h-0"
        >
          <Badge tone="success" dot>
            {copy.lead}
            <span className="sr-only">{copy.openLead(audit.domain)}</span>
          </Badge>
        </Link>
      ),
  },
];

export default function AuditRequests() {
  const { audits, total, page, pageCount, domain, watched } = useLoaderData<typeof loader>();
  return (
    <AccountPage title={copy.title} description={copy.description} back={copy.back}>
      <Toolbar
        actions={
          domain ? (
            <Link to="/admin/audits" className="inline-flex min-h-11 items-center font-medium text-accent">
              {copy.allAudits}
            </Link>
          ) : undefined
        }
      >
        {domain ? <h2 className="text-base font-semibold text-fg">{copy.historyOf(domain)}</h2> : null}
        <p>
          <strong className="font-semibold text-fg">{copy.count(total)}</strong>
        </p>
      </Toolbar>
      <DataTable
        caption={domain ? copy.historyOf(domain) : copy.caption}
        columns={columns}
        rows={audits}
        rowKey={(audit) => audit.id}
        minWidth="60rem"
        empty={<EmptyState copy={copy.empty} />}
      />
      <Pagination page={page} pageCount={pageCount} />
      {watched ? <WatchedProjects {...watched} /> : null}
    </AccountPage>
  );
}
