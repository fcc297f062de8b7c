import { Link } from "@remix-run/react";
import { UiIcon } from "~/components/ui/ui-icon";
import { CtaBand } from "~/components/ui/cta-band.markup";
import { Badge } from "~/components/ui/card";
import { BeforeAfterChart } from "~/components/visuals/before-after-chart.markup";
import { closingBand } from "~/content/closing";
import { caseStudyLabels } from "~/content/page-labels";
import type { CaseStudy, PageCopy } from "~/content/types";
import { figureChart } from "~/components/visuals/case-study-chart.markup";
import type { CaseStudyProof } from "~/lib/proof/case-study-figures";
import type { Crumb } from "~/lib/seo/breadcrumbs";
import { FigureTiles } from "./case-study.markup";
import { PageHero } from "./page-hero.markup";

/**
 * /case-studies: one wide card per study, with its client's published figures and their chart when
 * it has them (ADR 078), else its story's summary alone.
 */
export function CaseStudiesIndex({
  page,
  studies,
  breadcrumbs,
}: {
  page: Omit<PageCopy, "sections">;
  studies: (CaseStudy & { path: string; proof: CaseStudyProof | null })[];
  breadcrumbs: Crumb[];
}) {
  return (
    <main id="main">
      <PageHero h1={page.h1} intro={page.intro} breadcrumbs={breadcrumbs} />
      <div className="container-page py-16 sm:py-20">
        <ul className="grid gap-8">
          {studies.map((study) => (
            <li key={study.slug}>
              <article
                className={`grid gap-8 rounded-card border border-border bg-surface-raised p-6 shadow-sm sm:p-8 ${study.proof ? "lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:items-center lg:gap-12" : ""}`}
              >
                <div>
                  <p className="flex flex-wrap gap-2">
                    <Badge>{study.industry}</Badge>
                    <Badge tone="neutral">{study.location}</Badge>
                  </p>
                  <h2 className="mt-4 text-2xl font-semibold tracking-tight text-fg sm:text-3xl">{study.title}</h2>
                  <p className="measure mt-3 text-fg-muted">{study.summary}</p>
                  {study.proof ? <FigureTiles proof={study.proof} /> : null}
                  <Link
                    to={study.path}
                    className="mt-6 inline-flex min-h-11 items-center gap-2 font-semibold text-accent underline-offset-4 hover:underline"
                  >
                    {caseStudyLabels.readMore}
                    <span className="sr-only">: {study.title}</span>
                    <UiIcon name="arrow-right" className="size-4" />
                  </Link>
                </div>
                {study.proof ? <BeforeAfterChart chart={figureChart(study.proof)} /> : null}
              </article>
            </li>
          ))}
        </ul>
      </div>
      <CtaBand {...closingBand(page.closing, page.cta)} />
    </main>
  );
}
