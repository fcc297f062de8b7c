/**
 * What a city or region page's loader returns (app/page-modules/city-page.tsx). A server module,
 * so the office and city records it reads never reach the browser's bundle: the page gets its own
 * record through the loader (docs/decisions/027).
 */
import { STATE_AUDIT_SLUG } from "~/content/audit-pages";
import { cityPagePath, findCityPage } from "~/content/cities";
import { officeHoursText } from "~/content/cities-common";
import { offices } from "~/content/offices";
import { breadcrumbLabels, cityPageLabels } from "~/content/page-labels";
import { serviceAreasPage } from "~/content/pages";
import { trail } from "~/lib/seo/breadcrumbs";
import { notFound } from "~/lib/http/not-found.server";
import { officeGeo } from "~/lib/seo/meta";
import { pageSeo } from "~/lib/seo/route-meta";
import { siteOrigin } from "~/lib/http/site-origin.server";
import { breadcrumbJsonLd } from "~/lib/seo/structured-data/breadcrumbs";
import { faqPageJsonLd } from "~/lib/seo/structured-data/faq";
import { cityPageLocalBusinessJsonLd } from "~/lib/seo/structured-data/local-business";
import { asStructuredData } from "~/lib/seo/structured-data/types";
import type { ContactBook } from "~/lib/site/contact-book";
import { slugFromPath } from "~/lib/site/slug-from-path";
import { spotlightOffice } from "~/lib/ui/nearest-office";
import { officeMap } from "~/lib/ui/office-maps";
import { withOfficeFacts } from "~/lib/site/office-facts";

/** `book`: the settings' contact details, for the office's telephone in the structured data (ADR 052). */
export function cityPageData(request: Request, env: Pick<Env, "SITE_URL">, book: ContactBook) {
  const page = findCityPage(slugFromPath(request));
  if (!page) throw notFound(request);
  const path = cityPagePath(page);
  const origin = siteOrigin(request, env);
  const breadcrumbs = trail(
    { title: page.title, path },
    { name: breadcrumbLabels.serviceAreas, path: serviceAreasPage.path },
  );
  const office = withOfficeFacts(offices[page.office], book.facts?.offices[page.office]);
  return {
    seo: { ...pageSeo({ ...page, path }), geo: officeGeo(office) },
    page,
    office,
    // The page's own office, which the content keeps equal to the nearest one (ADR 049).
    map: officeMap(page.state, spotlightOffice(page)),
    hours: officeHoursText(page.office),
    auditPath: `/${STATE_AUDIT_SLUG[page.state]}`,
    contactPath: cityPageLabels.contactHref,
    breadcrumbs,
    jsonLd: asStructuredData([
      cityPageLocalBusinessJsonLd(page, origin, book),
      faqPageJsonLd(page.faqs),
      breadcrumbJsonLd(breadcrumbs, origin),
    ]),
  };
}
