import { Link } from "@remix-run/react";
import { ButtonLink } from "~/components/ui/button";
import { LazyImage } from "~/components/ui/lazy-image";
import { consultationPromo, impactComparison, resultsBlock, resultsClaims } from "~/content/results";

/**
 * The audit section's second half: the before/after illustration and results figures of the
 * spec, the impact comparison, and the free consultation promo.
 */
export function AuditResults() {
  const { illustration } = resultsBlock;
  return (
    <div className="mt-16 grid gap-8 lg:grid-cols-3">
      <div className="rounded-2xl border border-white/10 bg-slate-900 p-6 lg:col-span-2">
        <h3 className="text-2xl font-semibold text-white">{resultsBlock.title}</h3>
        <div className="mt-6 grid items-center gap-6 md:grid-cols-2">
          <figure>
            <LazyImage image={illustration} className="rounded-xl" />
            <figcaption className="mt-2 text-center text-sm text-slate-300">
              {resultsBlock.siteHealthCaption}
            </figcaption>
          </figure>
          <div>
            <p aria-hidden="true" className="text-5xl font-bold text-emerald-300">
              {resultsClaims.organicTrafficIncrease}%
            </p>
            <p className="mt-1 text-slate-200">{resultsBlock.trafficCaption}</p>
            <table className="mt-6 w-full text-left text-sm">
              <caption className="mb-2 text-left font-semibold text-white">{resultsBlock.impactTitle}</caption>
              <thead>
                <tr className="text-slate-300">
                  <th scope="col" className="py-1 font-medium">
                    <span className="sr-only">{resultsBlock.impactCaption}</span>
                  </th>
                  <th scope="col" className="py-1 font-medium">
                    {resultsBlock.beforeLabel}
                  </th>
                  <th scope="col" className="py-1 font-medium">
                    {resultsBlock.afterLabel}
                  </th>
                </tr>
              </thead>
              <tbody>
                {impactComparison.map((row) => (
                  <tr key={row.label} className="border-t border-white/10">
                    <th scope="row" className="py-2 font-medium text-slate-200">
                      {row.label}
                    </th>
                    <td className="py-2 text-rose-300">{row.before}</td>
                    <td className="py-2 font-semibold text-emerald-300">{row.after}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="mt-4">
              <Link
                to={resultsBlock.caseStudy.href}
                className="font-medium text-brand-200 underline underline-offset-4 hover:text-white"
              >
                {resultsBlock.caseStudy.label}
              </Link>
            </p>
          </div>
        </div>
      </div>
      <div className="flex flex-col rounded-2xl bg-gradient-to-br from-brand-800 to-indigo-900 p-6">
        <p className="w-fit rounded-full bg-white/15 px-3 py-1 text-xs font-semibold text-white">
          {consultationPromo.badge}
        </p>
        <h3 id="consultation-title" className="mt-4 text-2xl font-semibold text-white">
          {consultationPromo.title}
        </h3>
        <p className="mt-3 flex-1 text-slate-100">{consultationPromo.description}</p>
        <ButtonLink href={consultationPromo.cta.href} variant="secondary" className="mt-6">
          {consultationPromo.cta.label}
        </ButtonLink>
      </div>
    </div>
  );
}
