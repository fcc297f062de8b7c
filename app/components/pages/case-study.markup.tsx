import { Link } from "@remix-run/react";
import { UiIcon } from "~/components/ui/ui-icon";
import { CtaBand } from "~/components/ui/cta-band.markup";
import { Eyebrow } from "~/components/ui/section-heading.markup";
import { StatTile } from "~/components/ui/stat-tile";
import { StepNumber } from "~/components/ui/step-number";
import { BeforeAfterChart, formatChange, formatFigure } from "~/components/visuals/before-after-chart.markup";
import { closingBand } from "~/content/closing";
import { caseStudyLabels as labels } from "~/content/page-labels";
import type { CaseStudy } from "~/content/types";
import { figureChart, figureValue } from "~/components/visuals/case-study-chart.markup";
import type { CaseStudyProof } from "~/lib/proof/case-study-figures";
import type { Crumb } from "~/lib/seo/breadcrumbs";
import { PageHero } from "./page-hero.markup";

/**
 * One case study, told as a story (ADR 051): the headline figures; then the problem (`The challenge`),
 * the work (`What we did`) and the results (`What changed`: the before/after chart, the figures as a
 * table, what changed for the practice), numbered as the steps they were; beside them the facts
 * (client, industry, place, the services used). The client and the figures are the published
 * records (ADR 078): without them, the story and the facts alone.
 */
export function CaseStudyView({
  study,
  proof,
  services,
  breadcrumbs,
}: {
  study: CaseStudy;
  proof: CaseStudyProof | null;
  /** The services the study used, as links. */
  services: Crumb[];
  breadcrumbs: Crumb[];
}) {
  return (
    <main id="main">
      <PageHero h1={study.h1} intro={[study.summary]} breadcrumbs={breadcrumbs}>
        {proof ? <FigureTiles proof={proof} /> : null}
      </PageHero>
      <div className="container-page grid gap-12 py-16 sm:py-20 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-16">
        <div className="grid min-w-0 content-start gap-14">
          <Story id="challenge" step={1} heading={labels.challenge} paragraphs={study.challenge} />
          <Story id="approach" step={2} heading={labels.approach} paragraphs={study.approach} />
          <section aria-labelledby="outcomes-heading">
            <StoryHeading id="outcomes-heading" step={3} heading={labels.outcomes} />
            {proof ? (
              <div className="mt-6 grid gap-6 xl:grid-cols-2">
                <BeforeAfterChart chart={figureChart(proof)} />
                <ResultsTable proof={proof} />
              </div>
            ) : null}
            <ul className="measure mt-8 grid gap-3 text-fg-muted">
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
          <dl className="grid grid-cols-2 gap-4 rounded-card border border-border bg-surface-raised p-5 text-sm">
            {proof ? (
              <div>
                <dt className="text-fg-subtle">{labels.client}</dt>
                <dd className="font-medium text-fg">{proof.client}</dd>
              </div>
            ) : null}
            <div>
              <dt className="text-fg-subtle">{labels.industry}</dt>
              <dd className="font-medium text-fg">{study.industry}</dd>
            </div>
            <div>
              <dt className="text-fg-subtle">{labels.location}</dt>
              <dd className="font-medium text-fg">{study.location}</dd>
            </div>
          </dl>
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

/** The headline figures, each "before → after"; an illustration says so. */
export function FigureTiles({ proof }: { proof: CaseStudyProof }) {
  return (
    <dl className="mt-8 grid max-w-xl grid-cols-2 gap-4">
      {proof.figures.map((figure) => (
        <StatTile
          key={figure.id}
          label={figure.label}
          value={figureValue(figure)}
          note={figure.example ? labels.example : undefined}
        />
      ))}
    </dl>
  );
}

/** The figures of the chart as a table: measure, before, after and the change. */
function ResultsTable({ proof }: { proof: CaseStudyProof }) {
  const chart = figureChart(proof);
  return (
    <section aria-labelledby="results-heading" className="rounded-card border border-border bg-surface-raised p-5">
      <Eyebrow>{labels.results}</Eyebrow>
      <h3 id="results-heading" className="mt-1 font-semibold text-fg">
        {chart.title}
      </h3>
      <table className="mt-3 w-full text-left text-sm">
        <caption className="sr-only">{chart.caption}</caption>
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
          {chart.series.map((series) => (
            <tr key={series.label} className="border-t border-border">
              <th scope="row" className="py-2.5 pr-2 font-medium text-fg">
                {series.label}
              </th>
              <td className="py-2.5 text-right text-fg-muted tabular-nums">{formatFigure(series, series.before)}</td>
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
    </section>
  );
}

/** A step of the story's heading: its number drawn beside it, said as "Step n" to a screen reader. */
function StoryHeading({ id, step, heading }: { id: string; step: number; heading: string }) {
  return (
    <h2 id={id} className="flex items-center gap-4 text-2xl font-semibold tracking-tight text-fg sm:text-3xl">
      <StepNumber n={step} />
      <span>
        <span className="sr-only">Step {step}: </span>
        {heading}
      </span>
    </h2>
  );
}

function Story({ id, step, heading, paragraphs }: { id: string; step: number; heading: string; paragraphs: string[] }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="measure">
      <StoryHeading id={`${id}-heading`} step={step} heading={heading} />
      {paragraphs.map((paragraph) => (
        <p key={paragraph} className="mt-4 text-lg text-pretty text-fg-muted">
          {paragraph}
        </p>
      ))}
    </section>
  );
}
