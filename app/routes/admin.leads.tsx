import "~/shared-chunk";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { AccountPage } from "~/components/account/account-page";
import { DataTable, type Column } from "~/components/account/data-table";
import { EmptyState } from "~/components/account/empty-state";
import { LeadStatusPill } from "~/components/account/lead-status";
import { Pagination } from "~/components/account/pagination";
import { FilterBar, Toolbar } from "~/components/account/toolbar";
import { leadSourceText, serviceLabel } from "~/components/admin/lead-source";
import { SelectField } from "~/components/forms/select-field";
import { TextField } from "~/components/forms/text-field";
import { ButtonLink, buttonClass } from "~/components/ui/button";
import { ContentIcon } from "~/components/ui/content-icon";
import { contactServiceOptions } from "~/content/pages";
import { leadInboxCopy as copy, leadSourceLabels, leadStatusLabels } from "~/content/leads";
import { adminPages } from "~/content/account-pages";
import { requireAdmin } from "~/lib/auth/guards.server";
import { inboxSearchParams, parseInboxFilters, INBOX_PAGE_SIZE } from "~/lib/leads/inbox-filters";
import { listLeads } from "~/lib/leads/inbox.server";
import { LEAD_SOURCES, LEAD_STATUSES, type LeadSummary } from "~/lib/leads/lead";
import { formatDateTime } from "~/lib/ui/dates";
import { privateMeta } from "~/lib/seo/meta";
import { accountFrame } from "~/components/account/account-frame";

/**
 * The lead inbox: newest first, 50 a page, filtered by status, source and service and searched by
 * name, email or company; the CSV export takes the same filter. Queries: 1 (the page and its
 * total, count=exact), besides the root loader's.
 */

export const handle = accountFrame;
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const filters = parseInboxFilters(new URL(request.url).searchParams);
  const inbox = await listLeads(context, filters);
  const filterQuery = inboxSearchParams({ ...filters, page: 1 }).toString();
  return { filters, inbox, exportHref: `/admin/leads.csv${filterQuery ? `?${filterQuery}` : ""}` };
}

const page = adminPages.leads;

export const meta: MetaFunction = () => privateMeta(page.title);

const columns: Column<LeadSummary>[] = [
  {
    key: "name",
    header: copy.columns.name,
    rowHeader: true,
    cell: (lead) => (
      <>
        <Link
          to={`/admin/leads/${lead.id}`}
          className="font-semibold text-fg underline-offset-4 hover:text-accent hover:underline"
        >
          {lead.name}
        </Link>
        {lead.company ? <span className="block text-xs font-normal text-fg-muted">{lead.company}</span> : null}
      </>
    ),
  },
  { key: "email", header: copy.columns.email, cell: (lead) => lead.email },
  { key: "source", header: copy.columns.source, cell: (lead) => leadSourceText(lead) },
  {
    key: "service",
    header: copy.columns.service,
    cell: (lead) => serviceLabel(lead.service, contactServiceOptions) ?? "—",
  },
  { key: "status", header: copy.columns.status, nowrap: true, cell: (lead) => <LeadStatusPill status={lead.status} /> },
  {
    key: "received",
    header: copy.columns.received,
    nowrap: true,
    align: "end",
    cell: (lead) => <time dateTime={lead.createdAt}>{formatDateTime(lead.createdAt)}</time>,
  },
];

const any = (label: string) => `${copy.any} ${label.toLowerCase()}`;

/** The inbox: a GET filter form (every view has its address), the count, the table, the pages. */
export default function LeadInbox() {
  const { filters, inbox, exportHref } = useLoaderData<typeof loader>();
  const filtered = Boolean(filters.status || filters.source || filters.service || filters.search);
  const first = (inbox.page - 1) * INBOX_PAGE_SIZE + 1;
  return (
    <AccountPage
      title={page.title}
      description={page.description}
      actions={
        <>
          <ButtonLink href="/admin/audits" variant="ghost">
            {copy.audits}
          </ButtonLink>
          {/* A plain link: the export is a file, not a page for the client-side router. */}
          <a href={exportHref} className={buttonClass({ variant: "outline" })}>
            <ContentIcon name="file-text" className="size-4" />
            {copy.exportCsv}
          </a>
        </>
      }
    >
      <FilterBar label={copy.filterLabel} resetHref={filtered ? "/admin/leads" : undefined}>
        <SelectField
          label={copy.status}
          name="status"
          className="sm:w-40"
          placeholder={any(copy.status)}
          options={LEAD_STATUSES.map((status) => ({ value: status, label: leadStatusLabels[status] }))}
          defaultValue={filters.status ?? ""}
        />
        <SelectField
          label={copy.source}
          name="source"
          className="sm:w-44"
          placeholder={any(copy.source)}
          options={LEAD_SOURCES.map((source) => ({ value: source, label: leadSourceLabels[source] }))}
          defaultValue={filters.source ?? ""}
        />
        <SelectField
          label={copy.service}
          name="service"
          className="sm:w-52"
          placeholder={any(copy.service)}
          options={contactServiceOptions}
          defaultValue={filters.service ?? ""}
        />
        <TextField
          label={copy.search}
          name="q"
          type="search"
          className="sm:min-w-56 sm:flex-1"
          placeholder={copy.searchHint}
          defaultValue={filters.search}
        />
      </FilterBar>
      <Toolbar>
        <p>
          <strong className="font-semibold text-fg">{copy.count(inbox.total)}</strong>
          {filtered ? ` ${copy.filtered}` : null}
          {inbox.total > 0 ? `, ${copy.showing(first, first + inbox.leads.length - 1)}` : null}
        </p>
      </Toolbar>
      <DataTable
        caption={copy.caption}
        columns={columns}
        rows={inbox.leads}
        rowKey={(lead) => lead.id}
        minWidth="56rem"
        empty={<EmptyState copy={filtered ? copy.noMatch : page.empty} />}
      />
      <Pagination page={inbox.page} pageCount={inbox.pageCount} />
    </AccountPage>
  );
}
