import "~/shared-chunk";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { AccountPage } from "~/components/account/account-page";
import { DataTable, type Column } from "~/components/account/data-table";
import { EmptyState } from "~/components/account/empty-state";
import { Pagination } from "~/components/account/pagination";
import { Toolbar } from "~/components/account/toolbar";
import { Badge } from "~/components/ui/card";
import { auditsPage as copy } from "~/content/account-pages";
import { listAuditRequests, type AuditRequestSummary } from "~/lib/audit/audit-list.server";
import { readPage } from "~/lib/ui/pagination";
import { requireAdmin } from "~/lib/auth/guards.server";
import { privateMeta } from "~/lib/seo/meta";
import { formatDateTime } from "~/lib/ui/dates";
import { accountFrame } from "~/components/account/account-frame";

/** The audits the site recorded, newest first, and whether a lead from the same domain exists. Queries: 1. */

export const handle = accountFrame;
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return listAuditRequests(context, readPage(new URL(request.url).searchParams));
}

export const meta: MetaFunction = () => privateMeta(copy.title);

const columns: Column<AuditRequestSummary>[] = [
  { key: "domain", header: copy.columns.domain, rowHeader: true, cell: (audit) => audit.domain },
  {
    key: "url",
    header: copy.columns.url,
    cell: (audit) => <span className="block max-w-72 truncate font-mono text-xs">{audit.url}</span>,
  },
  {
    key: "requested",
    header: copy.columns.requested,
    nowrap: true,
    cell: (audit) => <time dateTime={audit.createdAt}>{formatDateTime(audit.createdAt)}</time>,
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
  const { audits, total, page, pageCount } = useLoaderData<typeof loader>();
  return (
    <AccountPage title={copy.title} description={copy.description} back={copy.back}>
      <Toolbar>
        <p>
          <strong className="font-semibold text-fg">{copy.count(total)}</strong>
        </p>
      </Toolbar>
      <DataTable
        caption={copy.caption}
        columns={columns}
        rows={audits}
        rowKey={(audit) => audit.id}
        minWidth="44rem"
        empty={<EmptyState copy={copy.empty} />}
      />
      <Pagination page={page} pageCount={pageCount} />
    </AccountPage>
  );
}
