import { ButtonLink } from "~/components/ui/button";
import { PageSection } from "~/components/ui/page-section";
import { FaqList } from "~/components/ui/faq-list";
import { ContentIcon } from "~/components/ui/content-icon";
import { servicePageLabels as labels } from "~/content/page-labels";
import type { ServicePage } from "~/content/types";
import type { Crumb } from "~/lib/seo/breadcrumbs";
import { PAGE_BODY_CLASS, PageHero } from "./page-hero";
import { ProcessSteps } from "./process-steps";

/** One service (/services/:slug): what it is, what it costs, what you get and how it runs. */
export function ServicePageView({ page, breadcrumbs }: { page: ServicePage; breadcrumbs: Crumb[] }) {
  return (
    <main id="main">
      <PageHero h1={page.h1} intro={page.intro} breadcrumbs={breadcrumbs}>
        <p className="mt-6 inline-block rounded-lg border border-brand-200 bg-white px-4 py-2 font-semibold text-slate-900">
          <span className="sr-only">{labels.price}: </span>
          {page.price}
        </p>
        <div className="mt-6">
          <ButtonLink href={page.cta.href}>{page.cta.label}</ButtonLink>
        </div>
      </PageHero>
      <div className={`${PAGE_BODY_CLASS} space-y-16`}>
        <PageSection id="benefits" title={labels.benefits}>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2">
            {page.benefits.map((benefit) => (
              <li key={benefit.title} className="flex gap-4 rounded-xl border border-slate-200 p-5">
                <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                  <ContentIcon name={benefit.icon} />
                </span>
                <div>
                  <h3 className="font-semibold text-slate-900">{benefit.title}</h3>
                  <p className="mt-1 text-slate-700">{benefit.description}</p>
                </div>
              </li>
            ))}
          </ul>
        </PageSection>
        <PageSection id="deliverables" title={labels.deliverables}>
          <ul className="mt-6 grid gap-3 sm:grid-cols-2">
            {page.deliverables.map((item) => (
              <li key={item} className="flex gap-3 text-slate-800">
                <ContentIcon name="check-circle" className="mt-0.5 h-5 w-5 shrink-0 text-emerald-700" />
                {item}
              </li>
            ))}
          </ul>
        </PageSection>
        <PageSection id="process" title={labels.process}>
          <ProcessSteps steps={page.process} />
        </PageSection>
        {page.sections ? (
          <PageSection id="sections" title={labels.sections}>
            <div className="mt-6 grid gap-6 sm:grid-cols-2">
              {page.sections.map((section) => (
                <article
                  key={section.id}
                  id={section.id}
                  className="scroll-mt-24 rounded-xl border border-slate-200 p-5"
                >
                  <h3 className="font-semibold text-slate-900">{section.title}</h3>
                  <p className="mt-1 text-slate-700">{section.description}</p>
                </article>
              ))}
            </div>
          </PageSection>
        ) : null}
        <PageSection id="faqs" title={labels.faqs}>
          <div className="mt-6">
            <FaqList faqs={page.faqs} group={`${page.slug}-faq`} />
          </div>
        </PageSection>
        <ButtonLink href={page.cta.href}>{page.cta.label}</ButtonLink>
      </div>
    </main>
  );
}
