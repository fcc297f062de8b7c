import { AuditForm } from "~/components/forms/audit-form";
import { PageSection } from "~/components/ui/page-section";
import { ButtonLink } from "~/components/ui/button";
import { ContentIcon } from "~/components/ui/content-icon";
import { auditPageLabels as labels } from "~/content/page-labels";
import type { AuditPage } from "~/content/types";
import type { Crumb } from "~/lib/seo/breadcrumbs";
import { PAGE_BODY_CLASS, PageHero } from "./page-hero";

/** An audit landing page: the pitch, the audit form, what it checks and who can help. */
export function AuditLandingView({ page, breadcrumbs }: { page: AuditPage; breadcrumbs: Crumb[] }) {
  return (
    <main id="main">
      <PageHero h1={page.h1} intro={page.intro} breadcrumbs={breadcrumbs}>
        <section
          aria-labelledby="audit-form-heading"
          className="mt-8 max-w-2xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <h2 id="audit-form-heading" className="mb-4 text-xl font-semibold text-slate-900">
            {labels.formTitle}
          </h2>
          <AuditForm />
          <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-700">
            {labels.trust.map((item) => (
              <li key={item} className="flex items-center gap-2">
                <ContentIcon name="shield" className="h-4 w-4 text-emerald-700" />
                {item}
              </li>
            ))}
          </ul>
        </section>
      </PageHero>
      <div className={`${PAGE_BODY_CLASS} space-y-14`}>
        <PageSection id="checks" title={labels.checks}>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2">
            {page.checks.map((check) => (
              <li key={check.title} className="flex gap-4 rounded-xl border border-slate-200 p-5">
                <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                  <ContentIcon name={check.icon} />
                </span>
                <div>
                  <h3 className="font-semibold text-slate-900">{check.title}</h3>
                  <p className="mt-1 text-slate-700">{check.description}</p>
                </div>
              </li>
            ))}
          </ul>
        </PageSection>
        <PageSection id="help" title={labels.helpTitle} className="rounded-2xl bg-slate-50 p-8">
          <ButtonLink href={page.cta.href} className="mt-6">
            {page.cta.label}
          </ButtonLink>
        </PageSection>
      </div>
    </main>
  );
}
