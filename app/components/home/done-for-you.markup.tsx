import { Link } from "@remix-run/react";
import { ButtonLink } from "~/components/ui/button";
import { Badge, IconTile } from "~/components/ui/card";
import { ContentIcon } from "~/components/ui/content-icon";
import { PageSection } from "~/components/ui/page-section.markup";
import { doneForYouSection as section } from "~/content/home";
import type { MenuCardItem } from "~/content/types";
import { reveal } from "~/lib/motion/reveal";

/** Done-For-You: the digital-marketing services grid, which the top bar's Services item targets. */
export function DoneForYou({ services }: { services: MenuCardItem[] }) {
  return (
    <PageSection
      id="done-for-you"
      anchor={section.id}
      eyebrow={section.eyebrow}
      title={section.title}
      lead={section.description}
      align="center"
    >
      <ul id={section.gridId} className="grid scroll-mt-24 gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3">
        {services.map((service, index) => (
          <li
            {...reveal("fade-in", index % 3)}
            key={service.title}
            className="relative flex gap-4 rounded-card border border-border bg-surface-raised p-5 transition hover:border-border-strong sm:flex-col sm:p-6"
          >
            <IconTile>
              <ContentIcon name={service.icon} />
            </IconTile>
            <div className="flex min-w-0 flex-1 flex-col">
              <div className="flex items-start justify-between gap-3">
                <h3 className="font-semibold tracking-tight text-fg sm:text-lg">
                  <Link to={service.href} className="after:absolute after:inset-0 after:rounded-card">
                    {service.title}
                  </Link>
                </h3>
                {service.badge ? <Badge>{service.badge}</Badge> : null}
              </div>
              <p className="mt-1.5 hidden flex-1 text-fg-muted sm:block">{service.description}</p>
              <p className="mt-1 text-sm font-medium sm:mt-5">
                {service.price ? (
                  <span className="text-fg">{service.price}</span>
                ) : (
                  <span className="text-fg-subtle">{section.includedLabel}</span>
                )}
              </p>
            </div>
          </li>
        ))}
      </ul>
      <div className="mt-10 flex flex-col items-center gap-5 text-center">
        <p className="text-lg text-fg-muted">{section.summary}</p>
        <div className="flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
          <ButtonLink href={section.primaryCta.href} className="max-sm:w-full">
            {section.primaryCta.label}
          </ButtonLink>
          <ButtonLink href={section.secondaryCta.href} variant="outline" className="max-sm:w-full">
            {section.secondaryCta.label}
          </ButtonLink>
        </div>
      </div>
    </PageSection>
  );
}
