import { ContentIcon } from "~/components/ui/content-icon";
import { auditSection, type AuditMetric, type AuditReveal, type ImpactRow } from "~/content/results";
import { AuditResults } from "./audit-results.markup";
import { AuditReport } from "./visuals/audit-report.markup";

/** The picture of the audit's report, beside the form. */
export function AuditSectionReport({ metrics }: { metrics: AuditMetric[] }) {
  return <AuditReport headingId="audit-metrics-heading" metrics={metrics} />;
}

/** What the audit reveals, then the results it leads to. */
export function AuditSectionDetails({ reveals, impact }: { reveals: AuditReveal[]; impact: ImpactRow[] }) {
  return (
    <>
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
    </>
  );
}
