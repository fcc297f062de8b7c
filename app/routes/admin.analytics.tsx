import "~/shared-chunk";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { AccountPage } from "~/components/account/account-page";
import { Panel } from "~/components/account/panel";
import { VitalsTable } from "~/components/account/vitals-table";
import { BarTable } from "~/components/admin/charts/bar-table";
import { ColumnChart, type ChartSeries } from "~/components/admin/charts/column-chart";
import { PeriodLinks } from "~/components/admin/period-links";
import { ButtonLink } from "~/components/ui/button";
import { StatTile } from "~/components/ui/stat-tile";
import { adminPages } from "~/content/account-pages";
import { analyticsCopy as copy } from "~/content/analytics";
import { leadSourceLabels, leadStatusLabels } from "~/content/leads";
import { loadAnalytics } from "~/lib/analytics/analytics.server";
import { parsePeriod } from "~/lib/analytics/series";
import { requireAdmin } from "~/lib/auth/guards.server";
import { LEAD_STATUSES, type LeadSource, type LeadStatus } from "~/lib/leads/lead";
import { privateMeta } from "~/lib/seo/meta";
import { formatDay } from "~/lib/ui/dates";
import { vitalsSummary } from "~/lib/vitals/report.server";
import { accountFrame } from "~/components/account/account-frame";

/** Leads per day by source, audits per day, the most audited domains, leads by status: ?days=7|30|90. Queries: 4, in parallel (3 analytics views and the vitals summary). */

export const handle = accountFrame;
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

const SOURCE_SERIES: ReadonlyArray<ChartSeries<LeadSource>> = [
  { key: "contact", label: leadSourceLabels.contact, fill: "fill-accent-solid", swatch: "bg-accent-solid" },
  { key: "demo", label: leadSourceLabels.demo, fill: "fill-success", swatch: "bg-success" },
  { key: "widget", label: leadSourceLabels.widget, fill: "fill-warning", swatch: "bg-warning" },
];

const AUDIT_SERIES: ReadonlyArray<ChartSeries<"audits">> = [
  { key: "audits", label: copy.auditsSeries, fill: "fill-accent-solid", swatch: "bg-accent-solid" },
];

const STATUS_FILLS: Record<LeadStatus, string> = {
  new: "fill-accent-solid",
  contacted: "fill-fg-subtle",
  qualified: "fill-warning",
  won: "fill-success",
  lost: "fill-danger",
};

/** Figures, two server-drawn column charts with their tables, two bar tables, and the web vitals. */
export default function Analytics() {
  const data = useLoaderData<typeof loader>();
  const leadTotal = data.leadTotals.contact + data.leadTotals.demo + data.leadTotals.widget;
  return (
    <AccountPage title={page.title} description={page.description} actions={<PeriodLinks current={data.period} />}>
      <p className="-mt-4 text-sm text-fg-subtle">{copy.periodNote(data.period)}</p>
      <dl aria-label={copy.figuresLabel} className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <StatTile value={String(leadTotal)} label={copy.figures.leads} />
        <StatTile value={String(data.auditTotal)} label={copy.figures.audits} />
        <StatTile value={String(data.leadsByStatus.won)} label={copy.figures.won} />
        <StatTile value={String(data.leadsByStatus.new)} label={copy.figures.stillNew} />
      </dl>
      <section className="rounded-card border border-border bg-surface-raised p-5 sm:p-6">
        <ColumnChart
          title={copy.leadsChart}
          summary={copy.leadsSummary(leadTotal, data.period)}
          series={SOURCE_SERIES}
          columns={data.leadsPerDay.map((day) => ({ label: formatDay(day.day), values: day }))}
          tableLabel={copy.showTable}
          firstColumnHeader={copy.dayHeader}
        />
      </section>
      <section className="rounded-card border border-border bg-surface-raised p-5 sm:p-6">
        <ColumnChart
          title={copy.auditsChart}
          summary={copy.auditsSummary(data.auditTotal, data.period)}
          series={AUDIT_SERIES}
          columns={data.auditsPerDay.map((day) => ({ label: formatDay(day.day), values: day }))}
          tableLabel={copy.showTable}
          firstColumnHeader={copy.dayHeader}
        />
      </section>
      <div className="grid gap-6 lg:grid-cols-2">
        <Panel title={copy.statusHeading} description={copy.statusText}>
          <BarTable
            caption={copy.statusHeading}
            labelHeader={copy.statusHeader}
            valueHeader={copy.countHeader}
            rows={LEAD_STATUSES.map((status) => ({
              key: status,
              label: leadStatusLabels[status],
              value: data.leadsByStatus[status],
              fill: STATUS_FILLS[status],
            }))}
          />
        </Panel>
        <Panel
          title={copy.domainsHeading}
          description={copy.domainsText}
          actions={
            <ButtonLink href={copy.seeAudits.href} variant="outline" size="sm">
              {copy.seeAudits.label}
            </ButtonLink>
          }
        >
          {data.topDomains.length === 0 ? (
            <p className="text-sm text-fg-muted">{copy.noDomains}</p>
          ) : (
            <BarTable
              caption={copy.domainsHeading}
              labelHeader={copy.domainHeader}
              valueHeader={copy.countHeader}
              rows={data.topDomains.map((row) => ({ key: row.domain, label: row.domain, value: row.audits }))}
            />
          )}
        </Panel>
      </div>
      <VitalsTable rows={data.vitals.ok ? data.vitals.rows : []} unavailable={!data.vitals.ok} />
    </AccountPage>
  );
}
