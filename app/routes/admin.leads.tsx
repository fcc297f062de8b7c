import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { AccountPage } from "~/components/account/account-page";
import { contactServiceOptions } from "~/content/pages";
import { leadSourceLabels, leadStatusLabels } from "~/content/leads";
import { adminPages } from "~/content/account-pages";
import { requireAdmin } from "~/lib/auth/guards.server";
import { inboxSearchParams, parseInboxFilters } from "~/lib/leads/inbox-filters";
import { listLeads } from "~/lib/leads/inbox.server";
import { LEAD_SOURCES, LEAD_STATUSES } from "~/lib/leads/lead";
import { privateMeta } from "~/lib/seo/meta";

/**
 * The lead inbox: newest first, 50 a page, filtered by status, source and service and searched by
 * name, email or company; the CSV export takes the same filter. Queries: 1 (the page and its
 * total, count=exact), besides the root loader's.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const filters = parseInboxFilters(new URL(request.url).searchParams);
  const inbox = await listLeads(context, filters);
  const filterQuery = inboxSearchParams({ ...filters, page: 1 }).toString();
  return { filters, inbox, exportHref: `/admin/leads.csv${filterQuery ? `?${filterQuery}` : ""}` };
}

const page = adminPages.leads;

export const meta: MetaFunction = () => privateMeta(page.title);

/** Minimal markup: the designed inbox replaces it, keeping the names of the fields. */
export default function LeadInbox() {
  const { filters, inbox, exportHref } = useLoaderData<typeof loader>();
  const pageHref = (page: number) => `?${inboxSearchParams({ ...filters, page }).toString()}`;
  return (
    <AccountPage title="Leads">
      <Form method="get" aria-label="Filter leads">
        <label>
          Status{" "}
          <select name="status" defaultValue={filters.status ?? ""}>
            <option value="">Any</option>
            {LEAD_STATUSES.map((status) => (
              <option key={status} value={status}>
                {leadStatusLabels[status]}
              </option>
            ))}
          </select>
        </label>{" "}
        <label>
          Source{" "}
          <select name="source" defaultValue={filters.source ?? ""}>
            <option value="">Any</option>
            {LEAD_SOURCES.map((source) => (
              <option key={source} value={source}>
                {leadSourceLabels[source]}
              </option>
            ))}
          </select>
        </label>{" "}
        <label>
          Service{" "}
          <select name="service" defaultValue={filters.service ?? ""}>
            <option value="">Any</option>
            {contactServiceOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>{" "}
        <label>
          Search <input type="search" name="q" defaultValue={filters.search} />
        </label>{" "}
        <button type="submit">Filter</button>
      </Form>
      <p>
        {inbox.total} leads · <a href={exportHref}>Export CSV</a>
      </p>
      <table>
        <thead>
          <tr>
            <th>Received</th>
            <th>Name</th>
            <th>Email</th>
            <th>Company</th>
            <th>Source</th>
            <th>Service</th>
            <th>Status</th>
          </tr>
        </thead>
        <tbody>
          {inbox.leads.map((lead) => (
            <tr key={lead.id}>
              <td>{lead.createdAt}</td>
              <td>
                <Link to={`/admin/leads/${lead.id}`}>{lead.name}</Link>
              </td>
              <td>{lead.email}</td>
              <td>{lead.company}</td>
              <td>
                {lead.widget ? `${leadSourceLabels[lead.source]}: ${lead.widget.name}` : leadSourceLabels[lead.source]}
              </td>
              <td>{lead.service}</td>
              <td>{leadStatusLabels[lead.status]}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <nav aria-label="Pages">
        {inbox.page > 1 ? <Link to={pageHref(inbox.page - 1)}>Newer</Link> : null} Page {inbox.page} of{" "}
        {inbox.pageCount} {inbox.page < inbox.pageCount ? <Link to={pageHref(inbox.page + 1)}>Older</Link> : null}
      </nav>
    </AccountPage>
  );
}
