import { Link } from "@remix-run/react";
import { ButtonLink } from "~/components/ui/button";
import { ContentIcon } from "~/components/ui/content-icon";
import { UiIcon } from "~/components/ui/ui-icon";
import { SectionHeading } from "~/components/ui/section-heading.markup";
import { websiteServicesSection as section } from "~/content/home";
import { SiteMockup } from "./visuals/site-mockup.markup";
import { CountUp } from "./count-up.markup";
import { reveal } from "~/lib/motion/reveal";

/** Website development: prices, delivery figures, the industries we build for, and an example site. */
export function WebsiteServices() {
  return (
    <section id={section.id} aria-labelledby="website-services-heading" className="scroll-mt-24 py-16 sm:py-20">
      <div className="container-page grid grid-cols-1 gap-12 lg:grid-cols-2 lg:items-center lg:gap-16">
        <div>
          <SectionHeading
            id="website-services-heading"
            eyebrow={section.eyebrow}
            title={section.title}
            lead={section.description}
          />
          <dl className="mt-8 grid grid-cols-2 gap-x-6 gap-y-5 border-y border-border py-6 sm:grid-cols-4">
            {section.stats.map((stat, index) => (
              <div key={stat.label} className="flex flex-col">
                <dt className="text-sm text-fg-muted">{stat.label}</dt>
                <dd className="order-first text-3xl font-semibold tracking-tight text-fg tabular-nums">
                  <CountUp value={stat.value} index={index} />
                </dd>
              </div>
            ))}
          </dl>
          <h3 className="mt-8 text-sm font-medium text-fg-subtle">{section.industriesTitle}</h3>
          <ul className="mt-3 grid gap-2 sm:grid-cols-2">
            {section.industries.map((industry) => (
              <li key={industry.title}>
                <Link
                  to={industry.href}
                  className="group flex min-h-11 items-center gap-3 rounded-lg border border-border bg-surface-raised px-3.5 py-2.5 text-sm font-medium text-fg transition hover:border-border-strong"
                >
                  <ContentIcon name={industry.icon} className="size-4 text-accent" />
                  {industry.title}
                  <UiIcon
                    name="arrow-right"
                    className="ml-auto size-3.5 text-fg-subtle transition group-hover:translate-x-0.5"
                  />
                </Link>
              </li>
            ))}
          </ul>
          <ButtonLink href={section.cta.href} className="mt-8 max-sm:w-full">
            {section.cta.label}
          </ButtonLink>
        </div>
        <figure {...reveal("slide-in-right")}>
          <SiteMockup />
          <figcaption className="mt-3 text-sm text-fg-subtle">{section.mockupCaption}</figcaption>
        </figure>
      </div>
    </section>
  );
}
