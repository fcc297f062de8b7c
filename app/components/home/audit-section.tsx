import { AuditForm } from "~/components/forms/audit-form";
import { ContentIcon } from "~/components/ui/content-icon";
import { SectionHeading } from "~/components/ui/section-heading";
import { auditSection, type AuditMetric, type AuditReveal, type ImpactRow } from "~/content/results";
import { AuditResults } from "./audit-results";
import { AuditReport } from "./visuals/audit-report";

/**
 * The free audit, pitched once: the URL form beside a picture of the report (its key metrics),
 * what the audit reveals, then the results it leads to.
 */
export function AuditSection({
  reveals,
  metrics,
  impact,
}: {
  reveals: AuditReveal[];
  metrics: AuditMetric[];
  impact: ImpactRow[];
}) {
  return (
    <section
      id={auditSection.id}
      aria-labelledby="audit-section-heading"
      className="scroll-mt-24 border-y border-border bg-surface-sunken py-16 sm:py-20"
    >
      <div className="container-page">
        <div className="grid grid-cols-1 gap-12 lg:grid-cols-2 lg:items-center lg:gap-16">
          <div>
            <SectionHeading
              id="audit-section-heading"
              eyebrow={auditSection.badge}
              title={auditSection.title}
              lead={auditSection.description}
            />
            <div className="mt-8 rounded-card border border-border bg-surface-raised p-5 shadow-card sm:p-6">
              <AuditForm submitLabel={auditSection.submitLabel} />
              <ul className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm text-fg-muted">
                {auditSection.trust.map((item) => (
                  <li key={item} className="flex items-center gap-1.5">
                    <ContentIcon name="shield" className="size-4 text-success" />
                    {item}
                  </li>
                ))}
              </ul>
            </div>
          </div>
          <AuditReport headingId="audit-metrics-heading" metrics={metrics} />
        </div>
        <h3 className="mt-14 text-lg font-semibold tracking-tight text-fg">{auditSection.revealsTitle}</h3>
        <ul className="mt-5 grid grid-cols-2 gap-x-6 gap-y-4 lg:grid-cols-3 lg:gap-y-6">
          {reveals.map((item) => (
            <li key={item.title} className="flex gap-3">
              <ContentIcon name={item.icon} className="mt-0.5 size-5 text-accent" />
              <p className="text-sm">
                <span className="block font-medium text-fg">{item.title}</span>
                <span className="mt-0.5 hidden text-fg-muted sm:block">{item.description}</span>
              </p>
            </li>
          ))}
        </ul>
        <AuditResults impact={impact} />
      </div>
    </section>
  );
}
