import { Link } from "@remix-run/react";
import { ButtonLink } from "~/components/ui/button";
import { UiIcon } from "~/components/ui/ui-icon";
import { SectionHeading } from "~/components/ui/section-heading.markup";
import type { CrmVideo } from "~/content/crm-video";
import { crmBanner } from "~/content/home";
import { CrmVideoPreview } from "./crm-video-preview.markup";
import { Glow } from "./visuals/glow.markup";
import { hook } from "~/lib/markup/data-hooks";
import { FLOATING_BUTTON_HOOKS } from "~/lib/motion/floating-button-hooks";
import { reveal } from "~/lib/motion/reveal";

/**
 * The CRM integration promo: the pitch and its three ways in beside the preview clip. Get Access
 * Now opens the setup guide's dialog (the guide on /crm-seo without JavaScript).
 */
export function CrmBanner({ video }: { video: CrmVideo }) {
  return (
    <section id={crmBanner.id} aria-labelledby="crm-banner-heading" className="scroll-mt-24 py-16 sm:py-20">
      <div className="container-page">
        <div
          {...hook(FLOATING_BUTTON_HOOKS.away)}
          className="relative isolate overflow-hidden rounded-3xl border border-border bg-surface-sunken px-5 py-10 sm:p-10 lg:p-14"
        >
          <Glow className="-top-64 -right-64 size-[40rem]" />
          <div className="grid grid-cols-1 gap-10 lg:grid-cols-2 lg:items-center lg:gap-14">
            <div>
              <SectionHeading
                id="crm-banner-heading"
                eyebrow={crmBanner.eyebrow}
                title={crmBanner.title}
                lead={crmBanner.description}
              />
              <div className="mt-8 flex flex-col gap-3 sm:flex-row">
                <ButtonLink href={crmBanner.primaryCta.href} className="max-sm:w-full">
                  {crmBanner.primaryCta.label}
                </ButtonLink>
                <ButtonLink
                  href={crmBanner.guideCta.href}
                  dialog={crmBanner.guideCta.dialog}
                  variant="outline"
                  className="max-sm:w-full"
                >
                  {crmBanner.guideCta.label}
                </ButtonLink>
              </div>
              <p className="mt-5">
                <Link
                  to={crmBanner.secondaryCta.href}
                  className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-accent underline-offset-4 hover:underline"
                >
                  {crmBanner.secondaryCta.label}
                  <UiIcon name="arrow-right" className="size-3.5" />
                </Link>
              </p>
            </div>
            <div {...reveal("slide-in-right")}>
              <CrmVideoPreview video={video} />
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
