import { caseStudyLabels as labels } from "~/content/page-labels";
import type { BeforeAfterChart as Chart, BeforeAfterSeries } from "~/content/types";

const WIDTH = 220;
const HEIGHT = 210;
const PLOT = { top: 34, bottom: 176 };
const BAR = 58;

/** "32%" or, for an index, "100". */
export function formatFigure(series: Pick<BeforeAfterSeries, "unit">, value: number): string {
  return series.unit === "percent" ? `${value}%` : String(value);
}

/** Percentage points for a percentage, the relative change for an index: "+62 points", "+275%". */
export function formatChange(series: BeforeAfterSeries): string {
  if (series.unit === "percent") return `+${series.after - series.before} ${labels.points}`;
  return `+${Math.round((series.after / series.before - 1) * 100)}%`;
}

/**
 * The case study's before/after figures as bars, one small chart per measure on its own scale.
 * One image to assistive technology, named with every figure it shows.
 */
export function BeforeAfterChart({ chart }: { chart: Chart }) {
  const alt = `${chart.title}: ${chart.series
    .map(
      (s) =>
        `${s.label} ${formatFigure(s, s.before)} ${labels.before.toLowerCase()}, ${formatFigure(s, s.after)} ${labels.after.toLowerCase()}`,
    )
    .join("; ")}.`;
  return (
    <figure className="rounded-card border border-border bg-surface-raised p-5 shadow-card sm:p-6">
      <div className="flex items-center justify-between gap-4">
        <p className="font-semibold text-fg">{chart.title}</p>
        <p className="flex gap-4 text-xs text-fg-muted" aria-hidden="true">
          <span className="inline-flex items-center gap-1.5">
            <span className="size-2.5 rounded-sm bg-border-strong" />
            {labels.before}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <span className="size-2.5 rounded-sm bg-accent-solid" />
            {labels.after}
          </span>
        </p>
      </div>
      <div role="img" aria-label={alt} className="mt-4 grid grid-cols-2 gap-4">
        {chart.series.map((series) => (
          <Bars key={series.label} series={series} />
        ))}
      </div>
      <figcaption className="mt-4 text-sm text-pretty text-fg-muted">{chart.caption}</figcaption>
    </figure>
  );
}

function Bars({ series }: { series: BeforeAfterSeries }) {
  const plotHeight = PLOT.bottom - PLOT.top;
  const bars = [
    { key: "before", value: series.before, x: 40, fill: "fill-border-strong" },
    { key: "after", value: series.after, x: 122, fill: "fill-accent-solid" },
  ] as const;
  return (
    <div className="rounded-lg bg-surface-sunken p-3">
      <p className="text-sm font-medium text-fg">{series.label}</p>
      <p className="text-xs font-semibold text-success">{formatChange(series)}</p>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width={WIDTH} height={HEIGHT} className="mt-1 h-auto w-full">
        {[0, 0.5, 1].map((share) => (
          <line
            key={share}
            x1="24"
            x2={WIDTH - 8}
            y1={PLOT.bottom - share * plotHeight}
            y2={PLOT.bottom - share * plotHeight}
            className="stroke-border"
            strokeDasharray={share === 0 ? undefined : "3 4"}
          />
        ))}
        {bars.map((bar) => {
          const height = (bar.value / series.max) * plotHeight;
          const y = PLOT.bottom - height;
          return (
            <g key={bar.key}>
              <rect x={bar.x} y={y} width={BAR} height={height} rx="6" className={bar.fill} />
              <text
                x={bar.x + BAR / 2}
                y={y - 8}
                textAnchor="middle"
                className="fill-fg text-[16px] font-semibold tabular-nums"
              >
                {formatFigure(series, bar.value)}
              </text>
              <text x={bar.x + BAR / 2} y={HEIGHT - 12} textAnchor="middle" className="fill-fg-muted text-[12px]">
                {bar.key === "before" ? labels.before : labels.after}
              </text>
            </g>
          );
        })}
      </svg>
    </div>
  );
}
