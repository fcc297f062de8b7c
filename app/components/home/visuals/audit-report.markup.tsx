import { ContentIcon } from "~/components/ui/content-icon";
import { auditReportVisual as v, SAMPLE_DOMAIN } from "~/content/home-visuals";
import { auditSection, type AuditMetric } from "~/content/results";
import { Glow } from "./glow.markup";
import { MeterBar } from "./score-ring.markup";
import { WindowFrame } from "./window-frame.markup";

const FINDING_TEXT = { danger: "text-danger", warning: "text-warning", success: "text-success" } as const;

/**
 * The report the audit produces, as the section's picture of "Key Metrics in Your Full Report": each
 * metric with what it measures and a sample finding. Its heading belongs to the page outline, the
 * findings are captioned as sample data.
 */
export function AuditReport({ headingId, metrics }: { headingId: string; metrics: AuditMetric[] }) {
  return (
    <figure className="relative">
      <Glow className="-inset-10" />
      <WindowFrame title={`${v.title} · ${SAMPLE_DOMAIN}`}>
        <div className="p-4 sm:p-6">
          <h3 id={headingId} className="text-lg font-semibold tracking-tight text-fg">
            {auditSection.metricsTitle}
          </h3>
          <dl className="mt-4 grid grid-cols-2 gap-2 sm:gap-3">
            {metrics.map((metric) => {
              const finding = v.findings[metric.label as keyof typeof v.findings];
              return (
                <div key={metric.label} className="rounded-xl border border-border bg-surface p-3 sm:p-4">
                  <dt className="flex items-start justify-between gap-2">
                    <span className="flex items-start gap-2 text-sm leading-tight font-medium text-fg">
                      <ContentIcon name={metric.icon} className="size-4 text-accent" />
                      {metric.label}
                    </span>
                    {finding ? (
                      <span className={`text-sm font-semibold tabular-nums ${FINDING_TEXT[finding.tone]}`}>
                        {finding.value}
                      </span>
                    ) : null}
                  </dt>
                  <dd className="mt-3">
                    {finding ? <MeterBar value={finding.level} tone={finding.tone} /> : null}
                    <span className="mt-3 block text-xs text-fg-muted sm:text-sm">{metric.description}</span>
                  </dd>
                </div>
              );
            })}
          </dl>
        </div>
      </WindowFrame>
      <figcaption className="mt-3 text-right text-xs text-fg-subtle">{v.caption}</figcaption>
    </figure>
  );
}
