import type { Office, PageCopy } from "~/content/types";
import { PageSection } from "~/components/ui/page-section";
import { serviceAreasLabels } from "~/content/page-labels";
import type { Crumb } from "~/lib/seo/breadcrumbs";
import { ContentPage } from "./content-page";
import { OfficeCard } from "./office-card";

export interface OfficeEntry {
  key: string;
  office: Office;
  hours: string;
}

/** /service-areas: the city and region pages by state, then every office's details. */
export function ServiceAreasView({
  page,
  offices,
  breadcrumbs,
}: {
  page: PageCopy;
  offices: OfficeEntry[];
  breadcrumbs: Crumb[];
}) {
  return (
    <ContentPage
      page={page}
      breadcrumbs={breadcrumbs}
      after={
        <PageSection id="offices" title={serviceAreasLabels.offices} className="mt-12">
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {offices.map((entry) => (
              <li key={entry.key}>
                <OfficeCard office={entry.office} hours={entry.hours} />
              </li>
            ))}
          </ul>
        </PageSection>
      }
    />
  );
}
