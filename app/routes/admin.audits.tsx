import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { AccountPage } from "~/components/account/account-page";
import { listAuditRequests, pageParam } from "~/lib/audit/audit-list.server";
import { requireAdmin } from "~/lib/auth/guards.server";
import { privateMeta } from "~/lib/seo/meta";

/** The audits the site recorded, newest first, and whether a lead from the same domain exists. Queries: 1. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return listAuditRequests(context, pageParam(new URL(request.url).searchParams));
}

export const meta: MetaFunction = () => privateMeta("Audit requests");

/** Minimal markup: the designed page replaces it. */
export default function AuditRequests() {
  const { audits, total, page, pageCount } = useLoaderData<typeof loader>();
  return (
    <AccountPage title="Audit requests">
      <p>{total} audits</p>
      <table>
        <thead>
          <tr>
            <th>Requested</th>
            <th>Domain</th>
            <th>URL</th>
            <th>Lead</th>
          </tr>
        </thead>
        <tbody>
          {audits.map((audit) => (
            <tr key={audit.id}>
              <td>{audit.createdAt}</td>
              <td>{audit.domain}</td>
              <td>{audit.url}</td>
              <td>
                {audit.matchingLeadId === null ? (
                  "No lead"
                ) : (
                  <Link to={`/admin/leads/${audit.matchingLeadId}`}>Lead</Link>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <nav aria-label="Pages">
        {page > 1 ? <Link to={`?page=${page - 1}`}>Newer</Link> : null} Page {page} of {pageCount}{" "}
        {page < pageCount ? <Link to={`?page=${page + 1}`}>Older</Link> : null}
      </nav>
    </AccountPage>
  );
}
