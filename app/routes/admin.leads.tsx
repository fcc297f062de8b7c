import "~/shared-chunk";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { useMemo } from "react";
import { AccountPage } from "~/components/account/account-page";
import { EmptyState } from "~/components/account/empty-state";
import { Pagination } from "~/components/account/pagination";
import { FilterBar, Toolbar } from "~/components/account/toolbar";
import { LeadList } from "~/components/admin/lead-list";
import { StatusUndo, type RowStatusReply } from "~/components/admin/lead-status-form";
import { LeadViews } from "~/components/admin/lead-views";
import { FormReplyAlerts } from "~/components/forms/form-reply-alerts";
import { SelectField } from "~/components/forms/select-field";
import { TextField } from "~/components/forms/text-field";
import { ButtonLink, buttonClass } from "~/components/ui/button";
import { ContentIcon } from "~/components/ui/content-icon";
import { UiIcon } from "~/components/ui/ui-icon";
import { contactServiceOptions } from "~/content/pages";
import { leadInboxCopy as copy, leadInboxMessages, leadSourceLabels, leadStatusLabels } from "~/content/leads";
import { adminPages } from "~/content/account-pages";
import { requireAdmin } from "~/lib/auth/guards.server";
import { positiveId } from "~/lib/db/result.server";
import { parseForm } from "~/lib/forms/parse";
import { formText, readForm } from "~/lib/http/form-data";
import { inboxSearchParams, parseInboxFilters, INBOX_PAGE_SIZE } from "~/lib/leads/inbox-filters";
import { listLeads, moveLead } from "~/lib/leads/inbox.server";
import { isLeadStatus, LEAD_SOURCES, LEAD_STATUSES } from "~/lib/leads/lead";
import { leadStatusSchema } from "~/lib/leads/lead-schemas";
import { privateMeta } from "~/lib/seo/meta";
import { accountFrame } from "~/components/account/account-frame";

/**
 * The lead inbox: newest first, 50 a page, saved views (New, This week, Qualified, Won), filtered
 * by status, source and service and searched by name, email or company; the CSV export takes the
 * same filter. Each row changes its lead's status in place (ADR 048). Queries: 1 (the page and its
 * total, count=exact), besides the root loader's.
 */

export const handle = accountFrame;
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  // One clock for the relative times, read here and sent along, so hydration writes the same text.
  const now = new Date();
  const filters = parseInboxFilters(new URL(request.url).searchParams, now);
  const inbox = await listLeads(context, filters);
  const filterQuery = inboxSearchParams({ ...filters, page: 1 }).toString();
  return {
    filters,
    inbox,
    now: now.toISOString(),
    // The lead's page follows this list for its next and previous: the view and filters, no page.
    viewQuery: filterQuery,
    exportHref: `/admin/leads.csv${filterQuery ? `?${filterQuery}` : ""}`,
  };
}

/**
 * A row's status form (`intent=lead-status`, `id`, `status`, and `from`, the status it showed): the
 * admin guard again, the status one of the pipeline's (400 otherwise), the lead one that exists (404
 * otherwise). The reply names `from` when it differs, so the row offers to undo (ADR 073). 1 query.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  await requireAdmin(request, context);
  const form = await readForm(request);
  const id = positiveId(formText(form, "id"));
  const refuse = (status: number, error: string) => data<RowStatusReply>({ ok: false, id, error }, { status });
  if (formText(form, "intent") !== "lead-status") return refuse(400, leadInboxMessages.statusInvalid);
  const parsed = parseForm(leadStatusSchema, form);
  if (!parsed.ok) return refuse(400, parsed.errors.status ?? leadInboxMessages.statusInvalid);
  const moved = id === null ? null : await moveLead(context, id, parsed.data.status);
  if (!moved || id === null) return refuse(404, leadInboxMessages.leadGone);
  const status = parsed.data.status;
  // The status the row showed before, which its "Undo" puts back; an undo (no `from`) offers none.
  const from = formText(form, "from");
  return data<RowStatusReply>({
    ok: true,
    id,
    status,
    from: isLeadStatus(from) && from !== status ? from : null,
    name: moved.name,
    notice: copy.statusChanged(moved.name, leadStatusLabels[status]),
  });
}

/**
 * A status changed in a row keeps the list as it is (the row shows its new status, and does not
 * leave a view it no longer matches under the admin's pointer); the frame's count of new leads is
 * the root's and is read again. Anything else reads the list again, as usual.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  formData?.get("intent") === "lead-status" ? false : defaultShouldRevalidate;

const page = adminPages.leads;

export const meta: MetaFunction = () => privateMeta(page.title);

const any = (label: string) => `${copy.any} ${label.toLowerCase()}`;

/** The inbox: saved views, the filters behind a disclosure, the count, the leads, the pages. */
export default function LeadInbox() {
  const { filters, inbox, now, viewQuery, exportHref } = useLoaderData<typeof loader>();
  // The answer of a row's form posted without JavaScript (with it, the row's fetcher has it).
  const reply = useActionData<typeof action>();
  // A row's status reply (sent without JavaScript) in the form protocol's words; one object per reply.
  const alert = useMemo(() => reply && (reply.ok ? { notice: reply.notice } : { formError: reply.error }), [reply]);
  const filtersOn = [filters.source, filters.service, filters.search, filters.view ? null : filters.status].filter(
    Boolean,
  ).length;
  const filtered = Boolean(filters.view || filtersOn);
  const first = (inbox.page - 1) * INBOX_PAGE_SIZE + 1;
  return (
    <AccountPage
      title={page.title}
      description={page.description}
      actions={
        <>
          <ButtonLink href="/admin/audits" variant="ghost" className="max-sm:hidden">
            {copy.audits}
          </ButtonLink>
          {/* A plain link: the export is a file, not a page for the client-side router. */}
          <a href={exportHref} className={`${buttonClass({ variant: "outline" })} max-sm:hidden`}>
            <ContentIcon name="file-text" className="size-4" />
            {copy.exportCsv}
          </a>
        </>
      }
    >
      {reply?.ok && reply.from ? (
        // A change posted without JavaScript: its confirmation and its undo (the row may be gone from the view).
        <div className="flex flex-wrap items-center gap-3">
          <div className="min-w-0 flex-1">
            <FormReplyAlerts reply={alert} />
          </div>
          <StatusUndo lead={{ id: reply.id, name: reply.name }} to={reply.from} />
        </div>
      ) : (
        <FormReplyAlerts reply={alert} />
      )}
      <LeadViews current={filters.view} filtered={filtersOn > 0} />
      {/* Closed unless a filter is on: the views cover the usual lists, and on a phone the first lead stays in sight. */}
      <details open={filtersOn > 0} className="group">
        <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-lg text-sm font-medium text-fg hover:text-accent sm:min-h-9 [&::-webkit-details-marker]:hidden">
          <UiIcon name="chevron-down" className="size-4 transition-transform group-open:rotate-180" />
          {copy.filters}
          {filtersOn > 0 ? <span className="text-fg-muted">({copy.filtersOn(filtersOn)})</span> : null}
        </summary>
        <div className="mt-3">
          <FilterBar label={copy.filterLabel} resetHref={filtered ? "/admin/leads" : undefined}>
            {filters.view ? <input type="hidden" name="view" value={filters.view} /> : null}
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
        </div>
      </details>
      <Toolbar>
        <p>
          <strong className="font-semibold text-fg">{copy.count(inbox.total)}</strong>
          {filtered ? ` ${copy.filtered}` : null}
          {inbox.total > 0 ? `, ${copy.showing(first, first + inbox.leads.length - 1)}` : null}
        </p>
      </Toolbar>
      {inbox.leads.length === 0 ? (
        <EmptyState copy={filtered ? copy.noMatch : page.empty} />
      ) : (
        <LeadList leads={inbox.leads} now={now} query={viewQuery} reply={reply} />
      )}
      <Pagination page={inbox.page} pageCount={inbox.pageCount} />
      <div className="flex flex-col gap-2 sm:hidden">
        <ButtonLink href="/admin/audits" variant="ghost">
          {copy.audits}
        </ButtonLink>
        <a href={exportHref} className={buttonClass({ variant: "outline" })}>
          <ContentIcon name="file-text" className="size-4" />
          {copy.exportCsv}
        </a>
      </div>
    </AccountPage>
  );
}
