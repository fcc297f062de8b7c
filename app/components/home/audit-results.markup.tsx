import { keepTogether } from "~/components/ui/keep-together";
import { Link } from "@remix-run/react";
import { ButtonLink } from "~/components/ui/button";
import { Badge } from "~/components/ui/card";
import { UiIcon } from "~/components/ui/ui-icon";
import { consultationPromo, resultsBlock, resultsClaims, type ImpactRow } from "~/content/results";
import { Glow } from "./visuals/glow.markup";
import { SiteHealthComparison } from "./visuals/site-health-comparison.markup";

/**
 * What the fixes lead to, from two sources labeled as such: one case study (site health and its
 * traffic growth) and the typical ranges across clients (the impact table). Then the free
 * strategy session.
 */
export function AuditResults({ impact }: { impact: ImpactRow[] }) {
  return (
    <div className="mt-16 sm:mt-20">
      <h3 className="text-2xl font-semibold tracking-tight text-fg sm:text-3xl">{resultsBlock.title}</h3>
      <div className="mt-8 grid grid-cols-1 gap-4 lg:grid-cols-2">
        <article className="flex flex-col rounded-card border border-border bg-surface-raised p-5 sm:p-6">
          <p className="text-sm font-medium text-fg-subtle">{resultsBlock.caseStudySource}</p>
          <div className="mt-4">
            <SiteHealthComparison />
          </div>
          <p className="mt-5 flex flex-wrap items-baseline gap-x-3">
            <span className="text-4xl font-semibold tracking-tight text-success tabular-nums">
              {resultsClaims.organicTrafficIncrease}%
            </span>{" "}
            <span className="text-fg-muted">{resultsBlock.trafficWords}</span>
          </p>
          <p className="mt-auto pt-5">
            <Link
              to={resultsBlock.caseStudy.href}
              className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-accent underline-offset-4 hover:underline"
            >
              {resultsBlock.caseStudy.label}
              <UiIcon name="arrow-right" className="size-3.5" />
            </Link>
          </p>
        </article>
        <article className="flex flex-col rounded-card border border-border bg-surface-raised p-5 sm:p-6">
          <table className="w-full text-left text-sm">
            <caption className="text-left text-sm font-medium text-fg-subtle">{resultsBlock.impactTitle}</caption>
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
