import { AuditForm, AuditInlineRegion, auditSampleHook } from "~/components/forms/audit-form.markup";
import { Card, IconTile } from "~/components/ui/card";
import { ContentIcon } from "~/components/ui/content-icon";
import { CtaBand } from "~/components/ui/cta-band.markup";
import { PageSection } from "~/components/ui/page-section.markup";
import { AuditReportSample } from "~/components/audit/audit-report.markup";
import { sampleAuditReport } from "~/lib/audit/preview/sample-report";
import { closingBand } from "~/content/closing";
import { auditPageLabels as labels } from "~/content/page-labels";
import type { AuditPage } from "~/content/types";
import { auditPagePath } from "~/content/audit-pages";
import type { Crumb } from "~/lib/seo/breadcrumbs";
import { PageHero } from "./page-hero.markup";

/**
 * An audit landing page: the pitch and the audit form, a sample report, what it checks, who can
 * help. Server markup (docs/decisions/033, 036); the form's behaviour is delegated
 * (app/components/forms/audit-form.behaviour.ts).
 */
export function AuditLandingView({ page, breadcrumbs }: { page: AuditPage; breadcrumbs: Crumb[] }) {
  return (
    <main id="main">
      <PageHero
        h1={page.h1}
        intro={page.intro}
        breadcrumbs={breadcrumbs}
        visual={
          <div {...auditSampleHook()}>
            <AuditReportSample report={sampleAuditReport} />
          </div>
        }
        below={<AuditInlineRegion />}
      >
        <section
          aria-labelledby="audit-form-heading"
          className="mt-8 max-w-2xl rounded-card border border-border bg-surface-raised p-5 shadow-card sm:p-6"
        >
          <h2 id="audit-form-heading" className="mb-4 text-lg font-semibold text-fg">
            {labels.formTitle}
          </h2>
          <AuditForm action={auditPagePath(page)} />
          <ul className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm text-fg-muted">
            {labels.trust.map((item) => (
              <li key={item} className="flex items-center gap-2">
                <ContentIcon name="shield" className="size-4 text-success" />
                {item}
              </li>
            ))}
          </ul>
        </section>
      </PageHero>
      <PageSection id="checks" title={labels.checks}>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {page.checks.map((check) => (
            <Card key={check.title} as="li" className="flex gap-4 max-sm:p-5 sm:block">
              <IconTile>
                <ContentIcon name={check.icon} />
              </IconTile>
              <div>
                <h3 className="font-semibold text-fg sm:mt-4">{check.title}</h3>
                <p className="mt-1.5 text-fg-muted">{check.description}</p>
              </div>
            </Card>
          ))}
        </ul>
      </PageSection>
      <CtaBand {...closingBand(page.closing, page.cta)} />
    </main>
  );
}
