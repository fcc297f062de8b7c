import {
  analyticsPanelSample,
  analyticsSample,
  crmPanelSample,
  dfyReportSample,
  locationsSample,
} from "~/content/visual-samples";
import { ContentIcon } from "~/components/ui/content-icon";
import { Meter, ProductPanel } from "./product-panel.markup";

/** Performance analysis: three headline figures and clicks against the top competitor. */
export function AnalyticsPanel() {
  const sample = analyticsPanelSample;
  const width = 320;
  const height = 120;
  const max = Math.max(...sample.you, ...sample.competitor) * 1.1;
  const line = (values: readonly number[]) =>
    values
      .map((value, index) => {
        const x = (index / (values.length - 1)) * width;
        return `${index === 0 ? "M" : "L"}${x.toFixed(1)} ${(height - (value / max) * height).toFixed(1)}`;
      })
      .join("");
  const you = line(sample.you);
  return (
    <ProductPanel title={sample.title} alt={sample.alt}>
      <div className="grid grid-cols-3 gap-3">
        {analyticsSample.map((point) => (
          <div key={point.label} className="rounded-lg border border-border p-3">
            <p className="truncate text-[11px] text-fg-muted sm:text-xs">{point.label}</p>
            <p className="mt-1 flex flex-wrap items-baseline gap-x-2">
              <span className="text-lg font-semibold text-fg tabular-nums sm:text-xl">{point.value}</span>
              <span className="text-xs font-semibold text-success">{point.trend}</span>
            </p>
          </div>
        ))}
      </div>
      <div className="mt-4 flex items-center justify-between gap-3 text-xs text-fg-muted">
        <span className="font-medium text-fg">{sample.chartLabel}</span>
        <span className="flex gap-3">
          <span className="inline-flex items-center gap-1.5">
            <span className="h-0.5 w-3 rounded bg-accent-solid" />
            {sample.legend.you}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <span className="h-0.5 w-3 rounded bg-fg-subtle" />
            {sample.legend.competitor}
          </span>
        </span>
      </div>
      <svg viewBox={`0 -4 ${width} ${height + 8}`} className="mt-2 h-auto w-full" aria-hidden="true">
        {[0.25, 0.5, 0.75].map((share) => (
          <line key={share} x1="0" x2={width} y1={height * share} y2={height * share} className="stroke-border" />
        ))}
        <path d={`${you}L${width} ${height}L0 ${height}Z`} className="fill-accent-soft" />
        <path
          d={line(sample.competitor)}
          fill="none"
          className="stroke-fg-subtle"
          strokeWidth="2"
          strokeDasharray="4 4"
        />
        <path d={you} fill="none" className="stroke-accent" strokeWidth="2.5" strokeLinejoin="round" />
      </svg>
    </ProductPanel>
  );
}

/** Many sites at a glance: each location's (or client's) visibility and average position. */
export function LocationsPanel({ variant }: { variant: keyof typeof locationsSample }) {
  const sample = locationsSample[variant];
  return (
    <ProductPanel title={sample.title} alt={sample.alt}>
      <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)_auto] items-center text-sm">
        <span className="pr-4 pb-2 text-xs font-medium text-fg-subtle">{sample.columns.name}</span>
        <span className="pr-4 pb-2 text-xs font-medium text-fg-subtle">{sample.columns.visibility}</span>
        <span className="pb-2 text-right text-xs font-medium text-fg-subtle">{sample.columns.position}</span>
        {sample.rows.map((row) => (
          <div key={row.name} className="contents">
            <span className="truncate border-t border-border py-3 pr-4 font-medium text-fg">{row.name}</span>
            <span className="flex items-center gap-2 border-t border-border py-3 pr-4">
              <Meter value={row.visibility} max={100} />
              <span className="w-8 text-right text-xs text-fg-muted tabular-nums">{row.visibility}%</span>
            </span>
            <span className="border-t border-border py-3 text-right font-semibold text-fg tabular-nums">
              {row.position.toFixed(1)}
            </span>
          </div>
        ))}
      </div>
    </ProductPanel>
  );
}

const STATUS = {
  done: "bg-success-soft text-success",
  progress: "bg-accent-soft text-accent",
  scheduled: "bg-surface-sunken text-fg-muted ring-1 ring-border ring-inset",
} as const;

/** Done-For-You: the month's headline figures and the work done. */
export function DfyReportPanel() {
  const sample = dfyReportSample;
  return (
    <ProductPanel title={sample.title} meta={sample.period} alt={sample.alt}>
      <div className="grid grid-cols-2 gap-3">
        {sample.kpis.map((kpi) => (
          <div key={kpi.label} className="rounded-lg border border-border p-3">
            <p className="text-xs text-fg-muted">{kpi.label}</p>
            <p className="mt-1 text-2xl font-semibold text-success tabular-nums">{kpi.value}</p>
          </div>
        ))}
      </div>
      <div className="mt-4 grid gap-2 text-sm">
        {sample.tasks.map((task) => (
          <div key={task.text} className="flex items-center gap-3 rounded-lg border border-border px-3 py-2">
            <ContentIcon
              name="check-circle"
              className={`size-4 ${task.status === "done" ? "text-success" : "text-fg-subtle"}`}
            />
            <span className="min-w-0 flex-1 truncate text-fg">{task.text}</span>
            <span className={`rounded-md px-1.5 py-0.5 text-[11px] font-semibold ${STATUS[task.status]}`}>
              {sample.statusLabels[task.status]}
            </span>
          </div>
        ))}
      </div>
    </ProductPanel>
  );
}

/** A lead in the CRM that carries the search that brought it in. */
export function CrmLeadPanel() {
  const sample = crmPanelSample;
  return (
    <ProductPanel title={sample.title} alt={sample.alt}>
      <div className="flex items-center gap-3">
        <span className="flex size-10 items-center justify-center rounded-full bg-accent-soft text-sm font-bold text-accent">
          {sample.name
            .split(" ")
            .map((part) => part[0])
            .join("")}
        </span>
        <span className="min-w-0 flex-1">
          <span className="block font-semibold text-fg">{sample.name}</span>
          <span className="block text-xs text-fg-muted">{sample.received}</span>
        </span>
        <span className="rounded-md bg-success-soft px-2 py-1 text-[11px] font-semibold text-success">
          {sample.stage}
        </span>
      </div>
      <div className="mt-4 grid gap-2 text-sm">
        {sample.fields.map((field) => (
          <div key={field.label} className="flex justify-between gap-4 border-t border-border pt-2">
            <p className="text-fg-muted">{field.label}</p>
            <p className="truncate font-medium text-fg">{field.value}</p>
          </div>
        ))}
      </div>
      <div className="mt-4 rounded-lg border border-accent bg-accent-soft p-3">
        <p className="text-xs font-semibold text-accent">{sample.seoTitle}</p>
        <div className="mt-2 grid grid-cols-2 gap-3">
          {sample.seo.map((item) => (
            <div key={item.label}>
              <p className="text-xs text-fg-muted">{item.label}</p>
              <p className="text-xl font-semibold text-fg tabular-nums">{item.value}</p>
            </div>
          ))}
        </div>
      </div>
      <p className="mt-3 flex items-center gap-2 text-xs text-fg-muted">
        <ContentIcon name="workflow" className="size-4 text-accent" />
        {sample.automation}
      </p>
    </ProductPanel>
  );
}
