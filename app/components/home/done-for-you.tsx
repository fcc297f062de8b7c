import { Link } from "@remix-run/react";
import { ButtonLink } from "~/components/ui/button";
import { ContentIcon } from "~/components/ui/content-icon";
import { doneForYouSection } from "~/content/home";
import { CONTAINER_CLASS, SECTION_CLASS, SectionHeader } from "./section-header";

/** Done-For-You: the digital-marketing services grid, which the top bar's Services item targets. */
export function DoneForYou() {
  const section = doneForYouSection;
  return (
    <section id={section.id} aria-labelledby="done-for-you-title" className={`${SECTION_CLASS} bg-slate-900`}>
      <div className={CONTAINER_CLASS}>
        <SectionHeader
          id="done-for-you-title"
          badge={section.badge}
          title={section.title}
          description={section.description}
        />
        <ul id={section.gridId} className="mt-12 grid scroll-mt-24 gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {section.services.map((service) => (
            <li
              key={service.title}
              className="relative flex flex-col rounded-2xl border border-white/10 bg-white/5 p-6 hover:border-orange-400/60"
            >
              <div className="flex items-start justify-between gap-4">
                <span className="inline-flex h-11 w-11 items-center justify-center rounded-xl bg-orange-500/15 text-orange-300">
                  <ContentIcon name={service.icon} className="h-6 w-6" />
                </span>
                {"badge" in service && service.badge ? (
                  <span className="rounded-full bg-orange-500/15 px-3 py-1 text-xs font-semibold text-orange-200">
                    {service.badge}
                  </span>
                ) : null}
              </div>
              <h3 className="mt-4 text-lg font-semibold text-white">
                <Link to={service.href} className="after:absolute after:inset-0 after:rounded-2xl">
                  {service.title}
                </Link>
              </h3>
              <p className="mt-2 flex-1 text-slate-300">{service.description}</p>
              {"price" in service && service.price ? (
                <p className="mt-4 font-semibold text-orange-200">{service.price}</p>
              ) : null}
            </li>
          ))}
        </ul>
        <p className="mt-10 text-center text-lg text-slate-200">{section.summary}</p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink href={section.primaryCta.href}>{section.primaryCta.label}</ButtonLink>
          <ButtonLink href={section.secondaryCta.href} variant="outline">
            {section.secondaryCta.label}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
