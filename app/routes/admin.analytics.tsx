import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { AccountPage } from "~/components/account/account-page";
import { leadSourceLabels, leadStatusLabels } from "~/content/leads";
import { loadAnalytics } from "~/lib/analytics/analytics.server";
import { ANALYTICS_PERIODS, parsePeriod } from "~/lib/analytics/series";
import { VitalsTable } from "~/components/account/vitals-table";
import { adminPages } from "~/content/account-pages";
import { requireAdmin } from "~/lib/auth/guards.server";
import { LEAD_SOURCES, LEAD_STATUSES } from "~/lib/leads/lead";
import { privateMeta } from "~/lib/seo/meta";
import { vitalsSummary } from "~/lib/vitals/report.server";

/** Leads per day by source, audits per day, the most audited domains, leads by status: ?days=7|30|90. Queries: 3, in parallel. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const [analytics, vitals] = await Promise.all([
    loadAnalytics(context, parsePeriod(new URL(request.url).searchParams.get("days"))),
    vitalsSummary(context.auth.client().supabase),
  ]);
  return { ...analytics, vitals };
}

const page = adminPages.analytics;

export const meta: MetaFunction = () => privateMeta(page.title);

/** Minimal markup: the designed page (with server-rendered SVG charts) replaces it. */
export default function Analytics() {
  const data = useLoaderData<typeof loader>();
  return (
    <AccountPage title="Analytics">
      <nav aria-label="Period">
        {ANALYTICS_PERIODS.map((days) => (
          <Link key={days} to={`?days=${days}`} aria-current={days === data.period ? "page" : undefined}>
            {days} days{" "}
          </Link>
        ))}
      </nav>
      <h2>Leads by source</h2>
      <ul>
        {LEAD_SOURCES.map((source) => (
          <li key={source}>
            {leadSourceLabels[source]}: {data.leadTotals[source]}
          </li>
        ))}
      </ul>
      <h2>Leads by status</h2>
      <ul>
        {LEAD_STATUSES.map((status) => (
          <li key={status}>
            {leadStatusLabels[status]}: {data.leadsByStatus[status]}
          </li>
        ))}
      </ul>
      <h2>Audits</h2>
      <p>{data.auditTotal} audits</p>
      <h2>Most audited domains</h2>
      <ol>
        {data.topDomains.map((row) => (
          <li key={row.domain}>
            {row.domain}: {row.audits}
          </li>
        ))}
      </ol>
      <VitalsTable rows={data.vitals.ok ? data.vitals.rows : []} unavailable={!data.vitals.ok} />
    </AccountPage>
  );
}
