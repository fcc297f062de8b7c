import { Link } from "@remix-run/react";
import { UiIcon } from "~/components/ui/ui-icon";
import { CtaBand } from "~/components/ui/cta-band.markup";
import { Eyebrow } from "~/components/ui/section-heading.markup";
import { StatTile } from "~/components/ui/stat-tile";
import { BeforeAfterChart, formatChange, formatFigure } from "~/components/visuals/before-after-chart.markup";
import { closingBand } from "~/content/closing";
import { caseStudyLabels as labels } from "~/content/page-labels";
import type { CaseStudy } from "~/content/types";
import type { Crumb } from "~/lib/seo/breadcrumbs";
import { PageHero } from "./page-hero.markup";

/**
 * One case study: the headline figures and their chart, then the story (challenge, work, outcome)
 * beside the facts (industry, place, the figures as a table, the services used).
 */
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
      <PageHero
        h1={study.h1}
        intro={[study.summary]}
        breadcrumbs={breadcrumbs}
        visual={<BeforeAfterChart chart={study.chart} />}
      >
        <dl className="mt-8 grid max-w-xl grid-cols-2 gap-4">
          {study.results.map((result) => (
            <StatTile key={result.label} label={result.label} value={result.value} />
          ))}
        </dl>
      </PageHero>
      <div className="container-page grid gap-12 py-16 sm:py-20 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-16">
        <div className="measure grid content-start gap-12">
          <Story id="challenge" heading={labels.challenge} paragraphs={study.challenge} />
          <Story id="approach" heading={labels.approach} paragraphs={study.approach} />
          <section aria-labelledby="outcomes-heading">
            <h2 id="outcomes-heading" className="text-2xl font-semibold tracking-tight text-fg sm:text-3xl">
              {labels.outcomes}
            </h2>
            <ul className="mt-4 grid gap-3 text-fg-muted">
              {study.outcomes.map((outcome) => (
                <li key={outcome} className="flex gap-3">
                  <UiIcon name="arrow-right" className="mt-1 size-4 text-accent" />
                  {outcome}
                </li>
              ))}
            </ul>
          </section>
        </div>
        <aside className="grid content-start gap-6 lg:sticky lg:top-24 lg:self-start">
          <section
            aria-labelledby="results-heading"
            className="rounded-card border border-border bg-surface-raised p-5"
          >
            <Eyebrow>{labels.results}</Eyebrow>
            <h2 id="results-heading" className="mt-1 font-semibold text-fg">
              {study.chart.title}
            </h2>
            <table className="mt-3 w-full text-left text-sm">
              <caption className="sr-only">{study.chart.caption}</caption>
              <thead className="text-xs text-fg-subtle">
                <tr>
                  <th scope="col" className="py-2 font-medium">
                    {labels.measure}
                  </th>
                  <th scope="col" className="py-2 text-right font-medium">
                    {labels.before}
                  </th>
                  <th scope="col" className="py-2 text-right font-medium">
                    {labels.after}
                  </th>
                  <th scope="col" className="py-2 text-right font-medium">
                    {labels.change}
                  </th>
                </tr>
              </thead>
              <tbody>
                {study.chart.series.map((series) => (
                  <tr key={series.label} className="border-t border-border">
                    <th scope="row" className="py-2.5 pr-2 font-medium text-fg">
                      {series.label}
                    </th>
                    <td className="py-2.5 text-right text-fg-muted tabular-nums">
                      {formatFigure(series, series.before)}
                    </td>
                    <td className="py-2.5 text-right font-semibold text-fg tabular-nums">
                      {formatFigure(series, series.after)}
                    </td>
                    <td className="py-2.5 pl-2 text-right font-semibold whitespace-nowrap text-success">
                      {formatChange(series)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <dl className="mt-5 grid grid-cols-2 gap-4 border-t border-border pt-4 text-sm">
              <div>
                <dt className="text-fg-subtle">{labels.industry}</dt>
                <dd className="font-medium text-fg">{study.industry}</dd>
              </div>
              <div>
                <dt className="text-fg-subtle">{labels.location}</dt>
                <dd className="font-medium text-fg">{study.location}</dd>
              </div>
            </dl>
          </section>
          <nav aria-labelledby="services-heading" className="rounded-card border border-border bg-surface-raised p-5">
            <h2 id="services-heading" className="font-semibold text-fg">
              {labels.services}
            </h2>
            <ul className="mt-2 divide-y divide-border">
              {services.map((service) => (
                <li key={service.path}>
                  <Link
                    to={service.path}
                    className="flex min-h-11 items-center justify-between gap-3 text-sm font-medium text-accent hover:underline"
                  >
                    {service.name}
                    <UiIcon name="chevron-right" className="size-4" />
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </aside>
      </div>
      <CtaBand {...closingBand(study.closing, study.cta)} />
    </main>
  );
}

function Story({ id, heading, paragraphs }: { id: string; heading: string; paragraphs: string[] }) {
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-2xl font-semibold tracking-tight text-fg sm:text-3xl">
        {heading}
      </h2>
      {paragraphs.map((paragraph) => (
        <p key={paragraph} className="mt-4 text-lg text-pretty text-fg-muted">
          {paragraph}
        </p>
      ))}
    </section>
  );
}
