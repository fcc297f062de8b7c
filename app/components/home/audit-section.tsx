import { AuditForm } from "~/components/forms/audit-form";
import { ContentIcon } from "~/components/ui/content-icon";
import { auditReveals, auditSection, keyAuditMetrics } from "~/content/results";
import { AuditResults } from "./audit-results";
import { CONTAINER_CLASS, SECTION_CLASS, SectionHeader } from "./section-header";

/** The free audit: the URL form, what the report covers, and the results it leads to. */
export function AuditSection() {
  return (
    <section id={auditSection.id} aria-labelledby="audit-section-title" className={SECTION_CLASS}>
      <div className={CONTAINER_CLASS}>
        <SectionHeader
          id="audit-section-title"
          badge={auditSection.badge}
          title={auditSection.title}
          description={auditSection.description}
        />
        <div className="mx-auto mt-10 max-w-2xl rounded-2xl border border-white/10 bg-slate-900 p-6 sm:p-8">
          <AuditForm submitLabel={auditSection.submitLabel} />
          <ul className="mt-5 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-slate-300">
            {auditSection.trust.map((item) => (
              <li key={item} className="flex items-center gap-2">
                <ContentIcon name="shield" className="h-4 w-4 text-emerald-400" />
                {item}
              </li>
            ))}
          </ul>
        </div>

        <div className="mt-16 grid gap-12 lg:grid-cols-2">
          <div>
            <h3 className="text-2xl font-semibold text-white">{auditSection.revealsTitle}</h3>
            <ul className="mt-6 grid gap-4 sm:grid-cols-2">
              {auditReveals.map((item) => (
                <li key={item.title} className="flex gap-3">
                  <span className="mt-0.5 inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-brand-500/15 text-brand-200">
                    <ContentIcon name={item.icon} />
                  </span>
                  <div>
                    <p className="font-semibold text-white">{item.title}</p>
                    <p className="text-sm text-slate-300">{item.description}</p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className="text-2xl font-semibold text-white">{auditSection.metricsTitle}</h3>
            <dl className="mt-6 grid gap-4 sm:grid-cols-2">
              {keyAuditMetrics.map((metric) => (
                <div key={metric.label} className="rounded-xl border border-white/10 bg-white/5 p-4">
                  <dt className="flex items-center gap-2 font-semibold text-white">
                    <ContentIcon name={metric.icon} className="h-5 w-5 text-cyan-300" />
                    {metric.label}
                  </dt>
                  <dd className="mt-1 text-sm text-slate-300">{metric.description}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>

        <AuditResults />
      </div>
    </section>
  );
}
