import { Link } from "@remix-run/react";
import { PageSection } from "~/components/ui/page-section";
import { ButtonLink } from "~/components/ui/button";
import { caseStudyLabels as labels } from "~/content/page-labels";
import type { CaseStudy } from "~/content/types";
import type { Crumb } from "~/lib/seo/breadcrumbs";
import { PAGE_BODY_CLASS, PageHero } from "./page-hero";

/** One case study: the starting point, the work, and only the figures the spec gives. */
export function CaseStudyView({
  study,
  services,
  breadcrumbs,
}: {
  study: CaseStudy;
  /** The services the study used, as links. */
  services: Crumb[];
  breadcrumbs: Crumb[];
}) {
  return (
    <main id="main">
      <PageHero h1={study.h1} intro={[study.summary]} breadcrumbs={breadcrumbs}>
        <dl className="mt-6 flex flex-wrap gap-x-8 gap-y-2 text-slate-700">
          <div className="flex gap-2">
            <dt className="font-semibold text-slate-900">{labels.industry}:</dt>
            <dd>{study.industry}</dd>
          </div>
          <div className="flex gap-2">
            <dt className="font-semibold text-slate-900">{labels.location}:</dt>
            <dd>{study.location}</dd>
          </div>
        </dl>
      </PageHero>
      <div className={`${PAGE_BODY_CLASS} space-y-12`}>
        <PageSection id="results" title={labels.results}>
          <dl className="mt-6 grid gap-6 sm:grid-cols-2">
            {study.results.map((result) => (
              <div key={result.label} className="rounded-xl border border-emerald-200 bg-emerald-50 p-6">
                <dt className="text-slate-700">{result.label}</dt>
                <dd className="mt-1 text-4xl font-bold text-emerald-800">{result.value}</dd>
              </div>
            ))}
          </dl>
        </PageSection>
        <Paragraphs id="challenge" heading={labels.challenge} paragraphs={study.challenge} />
        <Paragraphs id="approach" heading={labels.approach} paragraphs={study.approach} />
        <PageSection id="outcomes" title={labels.outcomes}>
          <ul className="mt-4 list-disc space-y-2 pl-6 text-slate-700 marker:text-brand-700">
            {study.outcomes.map((outcome) => (
              <li key={outcome}>{outcome}</li>
            ))}
          </ul>
        </PageSection>
        <PageSection id="services" title={labels.services}>
          <ul className="mt-4 flex flex-wrap gap-3">
            {services.map((service) => (
              <li key={service.path}>
                <Link
                  to={service.path}
                  className="inline-block rounded-full border border-brand-200 px-4 py-1.5 text-sm font-medium text-brand-800 hover:bg-brand-50"
                >
                  {service.name}
                </Link>
              </li>
            ))}
          </ul>
        </PageSection>
        <ButtonLink href={study.cta.href}>{study.cta.label}</ButtonLink>
      </div>
    </main>
  );
}

function Paragraphs({ id, heading, paragraphs }: { id: string; heading: string; paragraphs: string[] }) {
  return (
    <PageSection id={id} title={heading}>
      {paragraphs.map((paragraph) => (
        <p key={paragraph} className="mt-3 text-slate-700">
          {paragraph}
        </p>
      ))}
    </PageSection>
  );
}
