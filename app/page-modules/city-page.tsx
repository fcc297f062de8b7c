/**
 * One module for the 17 city and region pages; remix.config.js gives each slug its own route
 * pointing here. The page is found by the request's path.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { CityPageView } from "~/components/pages/city-page";
import { STATE_AUDIT_SLUG } from "~/content/audit-pages";
import { cityPagePath, findCityPage } from "~/content/cities";
import { officeHoursText } from "~/content/cities-common";
import { offices } from "~/content/offices";
import { breadcrumbLabels, cityPageLabels } from "~/content/page-labels";
import { serviceAreasPage } from "~/content/pages";
import { trail } from "~/lib/breadcrumbs";
import { notFound } from "~/lib/not-found.server";
import { contentPageMeta, pageSeo } from "~/lib/route-meta";
import { slugFromPath } from "~/lib/slug-from-path";

export async function loader({ request }: LoaderFunctionArgs) {
  const page = findCityPage(slugFromPath(request));
  if (!page) throw notFound(request);
  const path = cityPagePath(page);
  return {
    seo: pageSeo({ ...page, path }),
    page,
    office: offices[page.office],
    hours: officeHoursText(page.office),
    auditPath: `/${STATE_AUDIT_SLUG[page.state]}`,
    contactPath: cityPageLabels.contactHref,
    breadcrumbs: trail({ title: page.title, path }, { name: breadcrumbLabels.serviceAreas, path: serviceAreasPage.path }),
  };
}

export const meta = contentPageMeta;

export default function CityRoute() {
  return <CityPageView {...useLoaderData<typeof loader>()} />;
}
