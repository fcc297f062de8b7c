import { auditReportSample as sample, type IssueSeverity } from "~/content/product-samples";
import { Meter, ProductFrame } from "./product-frame.markup";

const SEVERITY_CLASS: Record<IssueSeverity, string> = {
  high: "bg-danger-soft text-danger",
  medium: "bg-warning-soft text-warning",
};

/**
 * The audit report as the product shows it, with the specification's sample figures
 * (docs/product.md §3.8): site health before and after, the four scores, open issues by type.
 * Photographed by scripts/product-shots.mjs; pages show the picture (ProductImage).
 */
export function AuditReport() {
  const { before, after } = sample.health;
  return (
    <ProductFrame title={sample.title} active="activity">
      <p className="text-sm text-fg-subtle">{sample.crawled}</p>
      <div className="mt-4 grid grid-cols-[10rem_minmax(0,1fr)] items-center gap-6 rounded-lg border border-border bg-surface-raised p-5">
        <HealthRing label={sample.healthLabel} value={after} />
        <div className="space-y-4">
          <HealthBar label={sample.healthBeforeLabel} value={before} tone="bg-danger" />
          <HealthBar label={sample.healthAfterLabel} value={after} tone="bg-success" />
          <p className="text-sm font-semibold text-success">{sample.healthGain}</p>
        </div>
      </div>
      <dl className="mt-4 grid grid-cols-4 gap-3">
        {sample.metrics.map((metric) => (
          <div key={metric.label} className="rounded-lg border border-border bg-surface-raised p-3">
            <dt className="text-xs text-fg-muted">{metric.label}</dt>
            <dd className="mt-1 text-xl font-semibold tracking-tight tabular-nums">
              {metric.value}
              <span className="text-sm font-normal text-fg-subtle">/{metric.max}</span>
            </dd>
            <dd>
              <Meter value={metric.value} max={metric.max} />
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 rounded-lg border border-border bg-surface-raised">
        <p className="border-b border-border px-4 py-2.5 text-sm font-semibold">{sample.issuesTitle}</p>
        <ul className="divide-y divide-border">
          {sample.issues.map((issue) => (
            <li key={issue.title} className="flex items-center gap-3 px-4 py-2.5 text-sm">
              <span
                className={`w-16 shrink-0 rounded-full px-2 py-0.5 text-center text-xs font-semibold ${SEVERITY_CLASS[issue.severity]}`}
              >
                {sample.severityLabels[issue.severity]}
              </span>
              <span className="min-w-0 flex-1 truncate">{issue.title}</span>
              <span className="text-fg-muted tabular-nums">
                {issue.pages} {sample.issuesPagesLabel}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </ProductFrame>
  );
}

function HealthRing({ label, value }: { label: string; value: number }) {
  const circumference = 2 * Math.PI * 42;
  return (
    <div className="relative size-40">
      <svg viewBox="0 0 100 100" className="size-40 -rotate-90" aria-hidden="true">
        <circle cx="50" cy="50" r="42" fill="none" strokeWidth="9" className="stroke-surface-sunken" />
        <circle
          cx="50"
          cy="50"
          r="42"
          fill="none"
          strokeWidth="9"
          strokeLinecap="round"
          strokeDasharray={`${(value / 100) * circumference} ${circumference}`}
          className="stroke-success"
        />
      </svg>
      <p className="absolute inset-0 flex flex-col items-center justify-center">
        <span className="text-4xl font-semibold tracking-tight tabular-nums">{value}%</span>
        <span className="text-xs text-fg-muted">{label}</span>
      </p>
    </div>
  );
}

function HealthBar({ label, value, tone }: { label: string; value: number; tone: string }) {
  return (
    <div>
      <p className="flex justify-between text-sm">
        <span className="text-fg-muted">{label}</span>
        <span className="font-semibold tabular-nums">{value}%</span>
      </p>
      <div className="mt-1.5 h-2 rounded-full bg-surface-sunken">
        <div className={`h-2 rounded-full ${tone}`} style={{ width: `${value}%` }} />
      </div>
    </div>
  );
}
