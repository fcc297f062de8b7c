import { mockDashboardMetrics, mockDashboardTabs } from "~/content/dashboard";
import { hero } from "~/content/hero";

/**
 * The hero's mock dashboard: four views and four sample metrics. Server-rendered on its first
 * view; the auto-cycling of docs/product.md §4 is a later enhancement. It is labelled as sample data.
 */
export function MockDashboard() {
  const [score, ...others] = mockDashboardMetrics;
  return (
    <figure className="rounded-2xl border border-white/10 bg-slate-900/80 p-5 shadow-2xl shadow-brand-900/40">
      <ul aria-label="Dashboard views" className="flex flex-wrap gap-2 text-xs font-medium">
        {mockDashboardTabs.map((tab, index) => (
          <li
            key={tab}
            aria-current={index === 0 ? "true" : undefined}
            className={
              index === 0
                ? "rounded-md bg-brand-600 px-3 py-1.5 text-white"
                : "rounded-md bg-white/5 px-3 py-1.5 text-slate-300"
            }
          >
            {tab}
          </li>
        ))}
      </ul>
      {score ? <ScoreRing label={score.label} value={score.value} max={score.max} /> : null}
      <dl className="mt-5 grid gap-4 sm:grid-cols-3">
        {others.map((metric) => (
          <div key={metric.label} className="rounded-lg bg-white/5 p-3">
            <dt className="text-xs text-slate-300">{metric.label}</dt>
            <dd className="mt-1 text-lg font-semibold text-white">
              {metric.value}
              <span className="text-sm font-normal text-slate-300"> of {metric.max}</span>
            </dd>
            <div aria-hidden="true" className="mt-2 h-1.5 rounded-full bg-white/10">
              <div
                className="h-1.5 rounded-full bg-cyan-400"
                style={{ width: `${(metric.value / metric.max) * 100}%` }}
              />
            </div>
          </div>
        ))}
      </dl>
      <figcaption className="mt-4 text-right text-xs text-slate-300">{hero.mockDashboardCaption}</figcaption>
    </figure>
  );
}

/** The optimization score as a ring; the number beside it carries the value for everyone. */
function ScoreRing({ label, value, max }: { label: string; value: number; max: number }) {
  const circumference = 2 * Math.PI * 42;
  return (
    <div className="mt-5 flex items-center gap-5">
      <svg viewBox="0 0 100 100" width="96" height="96" aria-hidden="true" className="shrink-0 -rotate-90">
        <circle cx="50" cy="50" r="42" fill="none" strokeWidth="10" className="stroke-white/10" />
        <circle
          cx="50"
          cy="50"
          r="42"
          fill="none"
          strokeWidth="10"
          strokeLinecap="round"
          strokeDasharray={`${(value / max) * circumference} ${circumference}`}
          className="stroke-emerald-400"
        />
      </svg>
      <p>
        <span className="block text-sm text-slate-300">{label}</span>
        <span className="text-4xl font-bold text-white">{value}</span>
        <span className="text-slate-300"> of {max}</span>
      </p>
    </div>
  );
}
