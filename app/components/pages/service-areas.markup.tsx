import { Link } from "@remix-run/react";
import { UiIcon } from "~/components/ui/ui-icon";
import { CtaBand } from "~/components/ui/cta-band.markup";
import { PageSection } from "~/components/ui/page-section.markup";
import { OfficeMaps } from "~/components/visuals/office-maps.markup";
import { closingBand } from "~/content/closing";
import { serviceAreasLabels as labels } from "~/content/page-labels";
import type { PageCopy } from "~/content/types";
import type { Crumb } from "~/lib/seo/breadcrumbs";
import type { StateMapData } from "~/lib/ui/state-map";
import { OfficeCard } from "./office-card.markup";
import type { OfficeEntry } from "./office-list.markup";
import { PageHero } from "./page-hero.markup";

export interface StateArea {
  /** The state's section of the page copy: its name, its office towns and its local pages. */
  section: PageCopy["sections"][number];
  map: StateMapData;
  offices: OfficeEntry[];
}

/** /service-areas: both states on maps, then per state its local pages and its offices. */
export function ServiceAreasView({
  page,
  states,
  breadcrumbs,
}: {
  page: PageCopy;
  states: StateArea[];
  breadcrumbs: Crumb[];
}) {
  return (
    <main id="main">
      <PageHero
        h1={page.h1}
        intro={page.intro}
        breadcrumbs={breadcrumbs}
        visual={<OfficeMaps maps={states.map((state) => state.map)} />}
      />
      {states.map((state, index) => (
        <PageSection
          key={state.section.heading}
          id={`state-${index}`}
          title={state.section.heading}
          lead={state.section.body.join(" ")}
          band={index % 2 === 1}
        >
          <h3 className="text-lg font-semibold text-fg">{labels.localPages(state.section.heading)}</h3>
          <ul className="mt-3 grid gap-x-6 sm:grid-cols-2 lg:grid-cols-3">
            {state.section.links?.map((link) => (
              <li key={link.href}>
                <Link
                  to={link.href}
                  className="group flex min-h-12 items-center justify-between gap-3 border-b border-border font-medium text-fg hover:text-accent"
                >
                  {link.label}
                  <UiIcon name="arrow-right" className="size-4 text-accent transition group-hover:translate-x-0.5" />
                </Link>
              </li>
            ))}
          </ul>
          <h3 className="mt-12 text-lg font-semibold text-fg">{labels.offices}</h3>
          <ul className="mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {state.offices.map((entry) => (
              <li key={entry.key}>
                <OfficeCard office={entry.office} hours={entry.hours} headingLevel={4} />
              </li>
            ))}
          </ul>
        </PageSection>
      ))}
      <CtaBand {...closingBand(page.closing, page.cta)} />
    </main>
  );
}
