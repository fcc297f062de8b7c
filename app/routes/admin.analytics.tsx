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
import { LEAD_SOURCES, LEAD_STATUSES, type LeadSource, type LeadStatus } from "~/lib/leads/lead";
import { privateMeta } from "~/lib/seo/meta";
import { formatDay } from "~/lib/ui/dates";
import { vitalsSummary } from "~/lib/vitals/report.server";
import { vitalsByMetric } from "~/lib/vitals/summary.server";
import { leadsByWeek } from "~/lib/analytics/weeks.server";
import { VitalsByMetric } from "~/components/admin/vitals-by-metric";
import { accountFrame } from "~/components/account/account-frame";

/**
 * Sales first (leads this week against last week, where the period's leads stand), then leads per
 * day by source, audits per day, the most audited domains, and the web vitals as one row per
 * metric with the per-page table behind a disclosure (ADR 048): ?days=7|30|90. Queries: 10, in
 * parallel (3 analytics views, the two weeks, 5 metrics' values, the per-page vitals).
 */

export const handle = accountFrame;
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const supabase = context.auth.client().supabase;
  const [analytics, weeks, byMetric, vitals] = await Promise.all([
    loadAnalytics(context, parsePeriod(new URL(request.url).searchParams.get("days"))),
    leadsByWeek(context),
    vitalsByMetric(supabase),
    vitalsSummary(supabase),
  ]);
  return { ...analytics, weeks, byMetric, vitals };
}

const page = adminPages.analytics;

export const meta: MetaFunction = () => privateMeta(page.title);

/** A colour per source: a record, so a new source cannot be left out of the chart. */
const SOURCE_COLOURS: Record<LeadSource, Pick<ChartSeries<LeadSource>, "fill" | "swatch">> = {
  contact: { fill: "fill-accent-solid", swatch: "bg-accent-solid" },
  demo: { fill: "fill-success", swatch: "bg-success" },
  widget: { fill: "fill-warning", swatch: "bg-warning" },
  audit: { fill: "fill-fg-subtle", swatch: "bg-fg-subtle" },
};
const SOURCE_SERIES: ReadonlyArray<ChartSeries<LeadSource>> = LEAD_SOURCES.map((key) => ({
  key,
  label: leadSourceLabels[key],
  ...SOURCE_COLOURS[key],
}));

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

/** Sales figures and where leads stand, the two charts, the domains, then the web vitals. */
export default function Analytics() {
  const data = useLoaderData<typeof loader>();
  const leadTotal = LEAD_SOURCES.reduce((sum, source) => sum + data.leadTotals[source], 0);
  const inPeriod = copy.inPeriod(data.period);
  return (
    <AccountPage title={page.title} description={page.description} actions={<PeriodLinks current={data.period} />}>
      <p className="-mt-4 text-sm text-fg-subtle">{copy.periodNote(data.period)}</p>
      <section aria-labelledby="sales-heading" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="sales-heading" className="text-lg font-semibold text-fg">
            {copy.salesHeading}
          </h2>
          <ButtonLink href={copy.openInbox.href} variant="outline" size="sm">
            {copy.openInbox.label}
          </ButtonLink>
        </div>
        {/* One row of figures (issue 36 §5): the period's totals sit with the sales figures, not in a
            column of their own beside the status bars, which left a band of empty space under them. */}
        <dl aria-label={copy.salesLabel} className="grid grid-cols-2 gap-4 sm:grid-cols-3 xl:grid-cols-6">
          <StatTile
            value={String(data.weeks.thisWeek)}
            label={copy.thisWeek}
            note={copy.lastWeek(data.weeks.lastWeek)}
          />
          <StatTile value={String(leadTotal)} label={copy.figures.leads} note={copy.periodTotal(data.period)} />
          <StatTile value={String(data.leadsByStatus.new)} label={copy.waiting} note={inPeriod} />
          <StatTile value={String(data.leadsByStatus.qualified)} label={copy.qualified} note={inPeriod} />
          <StatTile value={String(data.leadsByStatus.won)} label={copy.wonInPeriod} note={inPeriod} />
          <StatTile value={String(data.auditTotal)} label={copy.figures.audits} note={copy.periodTotal(data.period)} />
        </dl>
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
      </section>
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
      <VitalsByMetric
        rows={data.byMetric.ok ? data.byMetric.rows : []}
        unavailable={!data.byMetric.ok}
        perPage={<VitalsTable rows={data.vitals.ok ? data.vitals.rows : []} unavailable={!data.vitals.ok} />}
      />
    </AccountPage>
  );
}
