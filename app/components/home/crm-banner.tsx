import { Link } from "@remix-run/react";
import { ButtonLink } from "~/components/ui/button";
import { LazyImage } from "~/components/ui/lazy-image";
import { crmBanner } from "~/content/home";
import { CONTAINER_CLASS, SECTION_CLASS } from "./section-header";

/**
 * The CRM integration promo. The spec's preview video lived on an external host; until a local
 * file exists the section shows a still preview beside the links to the integration page.
 */
export function CrmBanner() {
  const { preview } = crmBanner;
  return (
    <section id={crmBanner.id} aria-labelledby="crm-banner-title" className={`${SECTION_CLASS} bg-slate-900`}>
      <div className={`${CONTAINER_CLASS} grid items-center gap-12 lg:grid-cols-2`}>
        <div>
          <p className="inline-block rounded-full bg-indigo-500/15 px-4 py-1 text-sm font-medium text-indigo-200">
            {crmBanner.badge}
          </p>
          <h2 id="crm-banner-title" className="mt-4 text-3xl font-bold tracking-tight text-white sm:text-4xl">
            {crmBanner.title}
          </h2>
          <p className="mt-4 text-lg text-slate-300">{crmBanner.description}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ButtonLink href={crmBanner.primaryCta.href}>{crmBanner.primaryCta.label}</ButtonLink>
            <ButtonLink href={crmBanner.guideHref} variant="outline">
              {crmBanner.guideButton}
            </ButtonLink>
          </div>
          <p className="mt-6">
            <Link
              to={crmBanner.secondaryCta.href}
              className="font-medium text-brand-200 underline underline-offset-4 hover:text-white"
            >
              {crmBanner.secondaryCta.label}
            </Link>
          </p>
        </div>
        <div className="overflow-hidden rounded-2xl border border-white/10 shadow-2xl">
          <LazyImage image={preview} />
        </div>
      </div>
    </section>
  );
}
