import { auditSample, auditSampleMetrics } from "~/content/visual-samples";
import { Meter, ProductPanel, ScoreRing } from "./product-panel.markup";

const SEVERITY = {
  error: "bg-danger-soft text-danger",
  warning: "bg-warning-soft text-warning",
  notice: "bg-accent-soft text-accent",
} as const;

/** An audit report: the overall score, three measures and what to fix first. */
export function AuditReportPanel() {
  const [score, ...metrics] = auditSampleMetrics;
  return (
    <ProductPanel title={auditSample.title} meta={auditSample.site} alt={auditSample.alt}>
      <div className="grid items-center gap-5 sm:grid-cols-[auto_minmax(0,1fr)]">
        {score ? <ScoreRing value={score.value} label={score.label} /> : null}
        <div className="grid gap-3 text-sm">
          {metrics.map((metric) => (
            <div key={metric.label} className="grid gap-1.5">
              <div className="flex justify-between gap-3">
                <p className="text-fg-muted">{metric.label}</p>
                <p className="font-semibold text-fg tabular-nums">
                  {metric.value}
                  <span className="font-normal text-fg-subtle">/{metric.max}</span>
                </p>
              </div>
              <Meter value={metric.value} max={metric.max} />
            </div>
          ))}
        </div>
      </div>
      <p className="mt-5 text-xs font-semibold tracking-wide text-fg-subtle uppercase">{auditSample.issuesTitle}</p>
      <div className="mt-2 grid gap-2 text-sm">
        {auditSample.issues.map((issue) => (
          <div key={issue.text} className="flex items-center gap-3 rounded-lg border border-border px-3 py-2">
            <span className={`rounded-md px-1.5 py-0.5 text-[11px] font-semibold ${SEVERITY[issue.severity]}`}>
              {auditSample.severityLabels[issue.severity]}
            </span>
            <span className="truncate text-fg">{issue.text}</span>
          </div>
        ))}
      </div>
    </ProductPanel>
  );
}
