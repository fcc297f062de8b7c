import { keepTogether } from "~/components/ui/keep-together";
import { Link } from "@remix-run/react";
import { ButtonLink } from "~/components/ui/button";
import { Badge } from "~/components/ui/card";
import { UiIcon } from "~/components/ui/ui-icon";
import { caseStudyLabels } from "~/content/page-labels";
import { consultationPromo, resultsBlock, type ImpactRow } from "~/content/results";
import { figureValue } from "~/components/visuals/case-study-chart.markup";
import type { CaseStudyProof } from "~/lib/proof/case-study-figures";
import { Glow } from "./visuals/glow.markup";
import { SiteHealthComparison } from "./visuals/site-health-comparison.markup";

/** The case study the home page shows: its address and its published client and figures (ADR 078). */
export interface HomeCaseStudy {
  path: string;
  proof: CaseStudyProof;
}

/**
 * What the fixes lead to, from two sources labeled as such: a case study's published figures (its
 * client named, ADR 078), when one has them, and the typical ranges across clients (the impact
 * table). Then the free strategy session.
 */
export function AuditResults({ impact, caseStudy }: { impact: ImpactRow[]; caseStudy: HomeCaseStudy | null }) {
  return (
    <div className="mt-16 sm:mt-20">
      <h3 className="text-2xl font-semibold tracking-tight text-fg sm:text-3xl">
        {caseStudy ? resultsBlock.title : resultsBlock.typicalTitle}
      </h3>
      <div className={`mt-8 grid grid-cols-1 gap-4 ${caseStudy ? "lg:grid-cols-2" : ""}`}>
        {caseStudy ? <CaseStudyCard {...caseStudy} /> : null}
        <article className="flex flex-col rounded-card border border-border bg-surface-raised p-5 sm:p-6">
          <table className="w-full text-left text-sm">
            <caption className={`text-left text-sm font-medium text-fg-subtle ${caseStudy ? "" : "sr-only"}`}>
              {resultsBlock.impactTitle}
            </caption>
            <thead>
              <tr className="text-fg-subtle">
                <th scope="col" className="pt-4 pb-2 font-normal">
                  <span className="sr-only">{resultsBlock.impactCaption}</span>
                </th>
                <th scope="col" className="pt-4 pb-2 text-right font-normal">
                  {resultsBlock.beforeLabel}
                </th>
                <th scope="col" className="pt-4 pb-2 text-right font-normal">
                  {resultsBlock.afterLabel}
                </th>
              </tr>
            </thead>
            <tbody>
              {impact.map((row) => (
                <tr key={row.label} className="border-t border-border">
                  <th scope="row" className="py-4 font-medium text-fg">
                    {row.label}
                  </th>
                  <td className="py-4 text-right text-fg-muted tabular-nums">{row.before}</td>
                  <td className="py-4 text-right text-lg font-semibold text-fg tabular-nums">{row.after}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="mt-auto pt-5 text-xs text-fg-subtle">{resultsBlock.impactNote}</p>
        </article>
      </div>
      <aside
        aria-labelledby="consultation-title"
        className="relative isolate mt-4 flex flex-col gap-6 overflow-hidden rounded-card border border-border bg-surface-raised p-5 sm:p-6 md:flex-row md:items-center md:justify-between"
      >
        <Glow className="-top-24 -left-48 h-72 w-[40rem]" />
        <div>
          <Badge>{consultationPromo.badge}</Badge>
          <h3 id="consultation-title" className="mt-3 text-xl font-semibold tracking-tight text-fg">
            {keepTogether(consultationPromo.title)}
          </h3>
          <p className="mt-1.5 text-fg-muted">{consultationPromo.description}</p>
        </div>
        <ButtonLink href={consultationPromo.cta.href} className="max-md:w-full">
          {consultationPromo.cta.label}
        </ButtonLink>
      </aside>
    </div>
  );
}

/** The case study's client, its first percentage as rings, its other figures, and the link to it. */
function CaseStudyCard({ path, proof }: HomeCaseStudy) {
  const rings = proof.figures.find((figure) => figure.unit === "percent");
  const others = proof.figures.filter((figure) => figure !== rings);
  return (
    <article className="flex flex-col rounded-card border border-border bg-surface-raised p-5 sm:p-6">
      <p className="text-sm font-medium text-fg-subtle">
        {resultsBlock.caseStudySource(proof.client)}
        {proof.example ? ` · ${caseStudyLabels.example}` : ""}
      </p>
      {rings ? (
        <div className="mt-4">
          <SiteHealthComparison figure={rings} />
        </div>
      ) : null}
      {others.map((figure) => (
        <p key={figure.id} className="mt-5 flex flex-wrap items-baseline gap-x-3">
          <span className="text-4xl font-semibold tracking-tight text-success tabular-nums">{figureValue(figure)}</span>{" "}
          <span className="text-fg-muted">{figure.label}</span>
        </p>
      ))}
      <p className="mt-auto pt-5">
        <Link
          to={path}
          className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-accent underline-offset-4 hover:underline"
        >
          {resultsBlock.readCaseStudy}
          <UiIcon name="arrow-right" className="size-3.5" />
        </Link>
      </p>
    </article>
  );
}
