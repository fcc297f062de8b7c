import { Link } from "@remix-run/react";
import { ButtonLink } from "~/components/ui/button";
import { ContentIcon } from "~/components/ui/content-icon";
import { LazyImage } from "~/components/ui/lazy-image";
import { websiteServicesSection } from "~/content/home";
import { CONTAINER_CLASS, SECTION_CLASS, SectionHeader } from "./section-header";

/** Website development: prices, delivery figures and the industries we build for. */
export function WebsiteServices() {
  const section = websiteServicesSection;
  const { image } = section;
  return (
    <section id={section.id} aria-labelledby="website-services-title" className={SECTION_CLASS}>
      <div className={CONTAINER_CLASS}>
        <SectionHeader
          id="website-services-title"
          badge={section.badge}
          title={section.title}
          description={section.description}
        />
        <div className="mt-12 grid items-center gap-12 lg:grid-cols-2">
          <LazyImage image={image} className="rounded-2xl border border-white/10" />
          <div>
            <dl className="grid grid-cols-2 gap-4">
              {section.stats.map((stat) => (
                <div key={stat.label} className="rounded-xl border border-white/10 bg-white/5 p-4">
                  <dt className="text-sm text-slate-300">{stat.label}</dt>
                  <dd className="mt-1 text-2xl font-bold text-teal-300">{stat.value}</dd>
                </div>
              ))}
            </dl>
            <ul className="mt-8 grid gap-3 sm:grid-cols-2">
              {section.industries.map((industry) => (
                <li key={industry.title}>
                  <Link
                    to={industry.href}
                    className="flex items-center gap-3 rounded-xl border border-white/10 px-4 py-3 font-medium text-white hover:border-teal-400/60 hover:bg-white/5"
                  >
                    <ContentIcon name={industry.icon} className="h-5 w-5 text-teal-300" />
                    {industry.title}
                  </Link>
                </li>
              ))}
            </ul>
            <ButtonLink href={section.cta.href} className="mt-8">
              {section.cta.label}
            </ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}
