import "~/shared-chunk";
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { StaticPageRoute } from "~/components/pages/static-page-route";
import { ServiceAreasView } from "~/components/pages/views.server";
import { staticPage } from "~/lib/markup/static-page.server";

import { copyPageData } from "~/lib/seo/page-data";
import { contentPageMeta } from "~/lib/seo/route-meta";
import { siteOrigin } from "~/lib/http/site-origin.server";
import {
  OFFICE_STATES,
  officeHoursText,
  officeKeys,
  officeMap,
  offices,
  serviceAreasPage,
} from "~/lib/site/page-records.server";
import { firstScreenLinks } from "~/lib/markup/first-screen";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const data = {
    ...copyPageData(serviceAreasPage, siteOrigin(request, context.env)),
    // The copy lists the states in this order, one section each.
    states: OFFICE_STATES.map((state, index) => ({
      section: serviceAreasPage.sections[index]!,
      map: officeMap(state),
      offices: officeKeys
        .filter((key) => offices[key].state === state)
        .map((key) => ({ key, office: offices[key], hours: officeHoursText(key) })),
    })),
  };
  return staticPage(data, <ServiceAreasView {...data} />, { request, context });
}

export const meta = contentPageMeta;

export const links = firstScreenLinks;

export default StaticPageRoute;
