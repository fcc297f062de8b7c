import { keepTogether } from "~/components/ui/keep-together";
import { ContentIcon } from "~/components/ui/content-icon";
import { rankTrackerSample as sample } from "~/content/product-samples";
import { ProductFrame } from "./product-frame.markup";

/**
 * The rank tracker as the product shows it: the three sample counters of docs/product.md §3.8,
 * search visibility over twelve weeks and the top keywords with their trend.
 * Photographed by scripts/product-shots.mjs; pages show the picture (ProductImage).
 */
export function RankTracker() {
  return (
    <ProductFrame title={sample.title} active="line-chart">
      <dl className="grid grid-cols-3 gap-3">
        {sample.stats.map((stat) => (
          <div key={stat.label} className="rounded-lg border border-border bg-surface-raised p-3">
            <dt className="flex items-center gap-2 text-xs text-fg-muted">
              <span className="text-accent">
                <ContentIcon name={stat.icon} className="size-4" />
              </span>
              {stat.label}
            </dt>
            <dd className="mt-1.5 flex items-baseline gap-2">
              <span className="text-2xl font-semibold tracking-tight tabular-nums">{stat.value}</span>
              <span className="rounded-full bg-success-soft px-1.5 py-0.5 text-xs font-semibold text-success">
                {stat.trend}
              </span>
            </dd>
            <dd className="mt-0.5 text-xs text-fg-subtle">{stat.subtitle}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 rounded-lg border border-border bg-surface-raised p-4">
        <p className="flex justify-between text-sm">
          <span className="font-semibold">{sample.chartTitle}</span>
          <span className="font-semibold text-success tabular-nums">{keepTogether(sample.chartRange)}</span>
        </p>
        <VisibilityChart points={sample.visibility} />
      </div>
      <table className="mt-4 w-full overflow-hidden rounded-lg text-left text-sm ring-1 ring-border">
        <caption className="sr-only">{sample.tableTitle}</caption>
        <thead className="bg-surface-sunken text-xs text-fg-muted">
          <tr>
            <th className="px-4 py-2 font-medium">{sample.columns.keyword}</th>
            <th className="px-2 py-2 text-right font-medium">{sample.columns.position}</th>
            <th className="px-2 py-2 text-right font-medium">{sample.columns.change}</th>
            <th className="px-4 py-2 text-right font-medium">{sample.columns.trend}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border bg-surface-raised">
          {sample.keywords.map((row) => (
            <tr key={row.keyword}>
              <td className="px-4 py-2.5">{row.keyword}</td>
              <td className="px-2 py-2.5 text-right font-semibold tabular-nums">#{row.position}</td>
              <td className="px-2 py-2.5 text-right font-semibold text-success tabular-nums">▲ {row.gained}</td>
              <td className="px-4 py-2.5">
                <Sparkline history={row.history} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ProductFrame>
  );
}

const CHART = { width: 600, height: 150, pad: 6 } as const;

/** Percentages (0–100) over time as an area chart, scaled to the largest value. */
function VisibilityChart({ points }: { points: readonly number[] }) {
  const top = Math.max(...points) * 1.15;
  const x = (i: number) => CHART.pad + (i / (points.length - 1)) * (CHART.width - 2 * CHART.pad);
  const y = (v: number) => CHART.height - CHART.pad - (v / top) * (CHART.height - 2 * CHART.pad);
  const line = points.map((v, i) => `${i ? "L" : "M"}${x(i).toFixed(1)} ${y(v).toFixed(1)}`).join(" ");
  const last = points.length - 1;
  return (
    <svg viewBox={`0 0 ${CHART.width} ${CHART.height}`} className="mt-3 h-auto w-full" aria-hidden="true">
      <defs>
        <linearGradient id="visibility-fill" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="var(--accent)" stopOpacity="0.28" />
          <stop offset="1" stopColor="var(--accent)" stopOpacity="0" />
        </linearGradient>
      </defs>
      {[0.25, 0.5, 0.75].map((f) => (
        <line
          key={f}
          x1="0"
          x2={CHART.width}
          y1={CHART.height * f}
          y2={CHART.height * f}
          className="stroke-border"
          strokeDasharray="4 6"
        />
      ))}
      <path d={`${line} L${x(last)} ${CHART.height} L${x(0)} ${CHART.height} Z`} fill="url(#visibility-fill)" />
      <path d={line} fill="none" strokeWidth="2.5" strokeLinejoin="round" className="stroke-accent" />
      <circle
        cx={x(last)}
        cy={y(points[last] ?? 0)}
        r="5"
        className="fill-accent stroke-surface-raised"
        strokeWidth="3"
      />
    </svg>
  );
}

/** Positions over time; up is better, so the best (lowest) position is drawn highest. */
function Sparkline({ history }: { history: readonly number[] }) {
  const worst = Math.max(...history);
  const best = Math.min(...history);
  const span = Math.max(1, worst - best);
  const path = history
    .map(
      (p, i) =>
        `${i ? "L" : "M"}${((i / (history.length - 1)) * 76 + 2).toFixed(1)} ${(((p - best) / span) * 20 + 2).toFixed(1)}`,
    )
    .join(" ");
  return (
    <svg viewBox="0 0 80 24" className="ml-auto h-6 w-20" aria-hidden="true">
      <path
        d={path}
        fill="none"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="stroke-success"
      />
    </svg>
  );
}
