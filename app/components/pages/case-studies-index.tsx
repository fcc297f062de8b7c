import { Link } from "@remix-run/react";
import { ButtonLink } from "~/components/ui/button";
import { caseStudyLabels } from "~/content/page-labels";
import type { CaseStudy, PageCopy } from "~/content/types";
import type { Crumb } from "~/lib/seo/breadcrumbs";
import { PAGE_BODY_CLASS, PageHero } from "./page-hero";

/** /case-studies: one card per study, with its headline figures. */
export function CaseStudiesIndex({
  page,
  studies,
  breadcrumbs,
}: {
  page: Omit<PageCopy, "sections">;
  studies: (CaseStudy & { path: string })[];
  breadcrumbs: Crumb[];
}) {
  return (
    <main id="main">
      <PageHero h1={page.h1} intro={page.intro} breadcrumbs={breadcrumbs} />
      <div className={PAGE_BODY_CLASS}>
        <ul className="grid gap-8">
          {studies.map((study) => (
            <li key={study.slug}>
              <article className="rounded-2xl border border-slate-200 p-6 sm:p-8">
                <p className="text-sm font-semibold text-brand-700">
                  {study.industry} · {study.location}
                </p>
                <h2 className="mt-2 text-2xl font-semibold text-slate-900">{study.title}</h2>
                <p className="mt-3 text-slate-700">{study.summary}</p>
                <dl className="mt-5 flex flex-wrap gap-6">
                  {study.results.map((result) => (
                    <div key={result.label}>
                      <dt className="text-sm text-slate-600">{result.label}</dt>
                      <dd className="text-2xl font-bold text-emerald-800">{result.value}</dd>
                    </div>
                  ))}
                </dl>
                <Link
                  to={study.path}
                  className="mt-5 inline-block font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
                >
                  {caseStudyLabels.readMore}
                  <span className="sr-only">: {study.title}</span>
                </Link>
              </article>
            </li>
          ))}
        </ul>
        {page.cta ? (
          <ButtonLink href={page.cta.href} className="mt-12">
            {page.cta.label}
          </ButtonLink>
        ) : null}
      </div>
    </main>
  );
}
