import { Link } from "@remix-run/react";
import { PageSection } from "~/components/ui/page-section";
import { ButtonLink } from "~/components/ui/button";
import { FaqList } from "~/components/ui/faq-list";
import { cityPageLabels as labels } from "~/content/page-labels";
import type { CityPage, Office } from "~/content/types";
import type { Crumb } from "~/lib/seo/breadcrumbs";
import { OfficeCard } from "./office-card";
import { PAGE_BODY_CLASS, PageHero } from "./page-hero";

export interface CityPageProps {
  page: CityPage;
  office: Office;
  hours: string;
  auditPath: string;
  contactPath: string;
  breadcrumbs: Crumb[];
}

const STAT_KEYS = ["trafficGrowth", "avgRanking", "yearsExperience", "industriesServed"] as const;

/** A city or region page: local intro, areas, searches, figures, the office and local FAQs. */
export function CityPageView({ page, office, hours, auditPath, contactPath, breadcrumbs }: CityPageProps) {
  return (
    <main id="main">
      <div aria-hidden="true" className={`h-2 bg-gradient-to-r ${office.heroGradient}`} />
      <PageHero h1={page.h1} intro={page.intro} breadcrumbs={breadcrumbs}>
        <p className="mt-5 font-medium text-slate-800">{labels.rating(office.reviews.rating, office.reviews.count)}</p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <ButtonLink href={auditPath}>{labels.ctaAudit}</ButtonLink>
          <ButtonLink href={contactPath} variant="outline">
            {labels.ctaContact}
          </ButtonLink>
        </div>
      </PageHero>
      <div className={`${PAGE_BODY_CLASS} space-y-14`}>
        <PageSection id="stats" title={labels.stats}>
          <dl className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-4">
            {STAT_KEYS.map((key) => (
              <div key={key} className="rounded-xl border border-slate-200 p-4">
                <dt className="text-sm text-slate-600">{labels.statNames[key]}</dt>
                <dd className="mt-1 text-3xl font-bold text-slate-900">{office.stats[key]}</dd>
              </div>
            ))}
          </dl>
        </PageSection>
        <div className="grid gap-10 md:grid-cols-2">
          <PageSection id="areas" title={labels.areasServed(page.place)}>
            <ul className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 text-slate-700">
              {page.areasServed.map((area) => (
                <li key={area}>{area}</li>
              ))}
            </ul>
          </PageSection>
          <PageSection id="keywords" title={labels.localKeywords}>
            <ul className="mt-4 flex flex-wrap gap-2">
              {page.localKeywords.map((keyword) => (
                <li key={keyword} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">
                  {keyword}
                </li>
              ))}
            </ul>
          </PageSection>
        </div>
        <PageSection id="office" title={labels.office(office.name)}>
          <div className="mt-6 max-w-md">
            <OfficeCard office={office} hours={hours} />
          </div>
        </PageSection>
        <PageSection id="faqs" title={labels.faqs}>
          <div className="mt-6">
            <FaqList faqs={page.faqs} group={`${page.slug}-faq`} />
          </div>
        </PageSection>
        <section aria-labelledby="cta-heading" className="rounded-2xl bg-brand-800 p-8 text-white">
          <h2 id="cta-heading" className="text-2xl font-semibold">
            {labels.ctaTitle(page.place)}
          </h2>
          <p className="mt-3 text-brand-50">{labels.ctaText}</p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <ButtonLink href={auditPath} variant="secondary">
              {labels.ctaAudit}
            </ButtonLink>
            <Link to={contactPath} className="self-center font-semibold text-white underline underline-offset-4">
              {labels.ctaContact}
            </Link>
          </div>
        </section>
      </div>
    </main>
  );
}
