import { Link } from "@remix-run/react";
import { ContentIcon } from "~/components/ui/content-icon";
import { UiIcon } from "~/components/ui/ui-icon";
import { CtaBand } from "~/components/ui/cta-band.markup";
import { FaqList } from "~/components/ui/faq-list.markup";
import { PageSection } from "~/components/ui/page-section.markup";
import { StarRow } from "~/components/ui/star-row.markup";
import { StatTile } from "~/components/ui/stat-tile";
import { StateMap } from "~/components/visuals/state-map.markup";
import { cityPageLabels as labels } from "~/content/page-labels";
import type { CityPage, Office } from "~/content/types";
import type { Crumb } from "~/lib/seo/breadcrumbs";
import type { StateMapData } from "~/lib/ui/state-map";
import { OfficeCard } from "./office-card.markup";
import { PageHero } from "./page-hero.markup";

export interface CityPageProps {
  page: CityPage;
  office: Office;
  hours: string;
  map: StateMapData;
  auditPath: string;
  contactPath: string;
  breadcrumbs: Crumb[];
}

const STAT_KEYS = ["trafficGrowth", "avgRanking", "yearsExperience", "industriesServed"] as const;

/** A city or region page: local intro and map, figures, services, areas and office, local FAQs. */
export function CityPageView({ page, office, hours, map, auditPath, contactPath, breadcrumbs }: CityPageProps) {
  const audit = { label: labels.ctaAudit, href: auditPath };
  const quote = { label: labels.ctaContact, href: contactPath };
  // A figure the company has not confirmed is shown nowhere (ADR 053).
  const stats = STAT_KEYS.flatMap((key) => {
    const value = office.stats[key];
    return value === null ? [] : [{ key, value }];
  });
  return (
    <main id="main">
      <PageHero
        h1={page.h1}
        intro={page.intro}
        breadcrumbs={breadcrumbs}
        visual={<StateMap map={map} />}
        actions={{ primary: audit, secondary: quote }}
      >
        <p className="mt-6 flex items-center gap-2 text-sm font-medium text-fg">
          <StarRow count={5} className="text-warning" />
          {labels.rating(office.reviews.rating, office.reviews.count)}
        </p>
      </PageHero>
      <PageSection id="stats" title={labels.stats} split>
        <dl className={`grid grid-cols-2 gap-4 ${stats.length > 2 ? "xl:grid-cols-4" : ""}`}>
          {stats.map(({ key, value }) => (
            <StatTile key={key} label={labels.statNames[key]} value={value} note={labels.statNotes[key]} />
          ))}
        </dl>
      </PageSection>
      <PageSection id="services" title={labels.services(page.place)} lead={page.servicesIntro} band>
        <ul className="grid gap-4 md:grid-cols-3">
          {labels.serviceCards.map((card) => (
            <li key={card.href}>
              <Link
                to={card.href}
                className="group flex h-full flex-col rounded-card border border-border bg-surface-raised p-6 transition hover:-translate-y-0.5 hover:border-border-strong hover:shadow-card"
              >
                <span className="text-lg font-semibold text-fg">{card.title(page.place)}</span>
                <span className="mt-2 text-fg-muted">{card.description}</span>
                <span className="mt-auto pt-5 text-accent">
                  <UiIcon name="arrow-right" className="size-5 transition group-hover:translate-x-1" />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </PageSection>
      <section aria-labelledby="areas-heading" className="py-16 sm:py-20">
        <div className="container-page grid items-start gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:gap-16">
          <div>
            <h2 id="areas-heading" className="text-3xl font-semibold tracking-tight text-fg sm:text-4xl">
              {labels.areasServed(page.place, page.kind)}
            </h2>
            <ul className="mt-8 grid grid-cols-2 gap-x-4 gap-y-3 text-fg sm:gap-x-6">
              {page.areasServed.map((area) => (
                <li key={area} className="flex items-center gap-3 border-b border-border pb-3">
                  <ContentIcon name="map-pin" className="size-4 text-accent" />
                  {area}
                </li>
              ))}
            </ul>
          </div>
          <OfficeCard office={office} hours={hours} headingLevel={2} title={labels.office(office.name)} />
        </div>
      </section>
      <PageSection id="faqs" title={labels.faqs} band split>
        <FaqList faqs={page.faqs} group={`${page.slug}-faq`} />
      </PageSection>
      <CtaBand title={labels.ctaTitle(page.place)} text={labels.ctaText} primary={audit} secondary={quote} />
    </main>
  );
}
