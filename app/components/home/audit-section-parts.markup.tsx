import { AuditReportSample } from "~/components/audit/audit-report.markup";
import { KeyMetricList } from "~/components/audit/key-metrics.markup";
import { ContentIcon } from "~/components/ui/content-icon";
import { auditSection, type AuditMetric, type AuditReveal, type ImpactRow } from "~/content/results";
import { sampleAuditReport } from "~/lib/audit/preview/sample-report";
import { AuditResults, type HomeCaseStudy } from "./audit-results.markup";

/** Beside the form, the sample every report sample on the site is drawn from (issue 34 §3). */
export function AuditSectionReport() {
  return <AuditReportSample report={sampleAuditReport} />;
}

/** What the audit reveals, the key metrics the full report scores, then the results it leads to. */
export function AuditSectionDetails({
  reveals,
  metrics,
  impact,
  caseStudy,
}: {
  reveals: AuditReveal[];
  metrics: AuditMetric[];
  impact: ImpactRow[];
  caseStudy: HomeCaseStudy | null;
}) {
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
      <h3 className="mt-14 mb-5 text-lg font-semibold tracking-tight text-fg">{auditSection.metricsTitle}</h3>
      <KeyMetricList metrics={metrics} />
      <AuditResults impact={impact} caseStudy={caseStudy} />
    </>
  );
}
