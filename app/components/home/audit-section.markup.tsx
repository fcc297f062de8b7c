import type { ReactNode } from "react";
import { AuditForm, AuditInlineRegion, auditSampleHook } from "~/components/forms/audit-form.markup";
import { ContentIcon } from "~/components/ui/content-icon";
import { SectionHeading } from "~/components/ui/section-heading.markup";
import { auditSection } from "~/content/results";
import { hook } from "~/lib/markup/data-hooks";
import { FLOATING_BUTTON_HOOKS } from "~/lib/motion/floating-button-hooks";

/**
 * The free audit, pitched once: the URL form beside a picture of the report (`report`, its key
 * metrics), what the audit reveals, then the results it leads to (`details`). Server markup, the
 * form's behaviour delegated (app/components/forms/audit-form.behaviour.ts).
 */
export function AuditSection({ report, details }: { report: ReactNode; details: ReactNode }) {
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
            {/* The floating button's Start Free Audit stands aside while the form itself shows. */}
            <div
              {...hook(FLOATING_BUTTON_HOOKS.away)}
              className="mt-8 rounded-card border border-border bg-surface-raised p-5 shadow-card sm:p-6"
            >
              <AuditForm submitLabel={auditSection.submitLabel} action={`/?index#${auditSection.id}`} />
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
          <div className="min-w-0" {...auditSampleHook()}>
            {report}
          </div>
        </div>
        <AuditInlineRegion />
        {details}
      </div>
    </section>
  );
}
