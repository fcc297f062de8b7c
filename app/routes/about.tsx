import "~/shared-chunk";
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { StaticPageRoute } from "~/components/pages/static-page-route";
import { ContentPage, OfficeMaps } from "~/components/pages/views.server";
import { staticPage } from "~/lib/markup/static-page.server";
import { copyPageData } from "~/lib/seo/page-data";
import { contentPageMeta } from "~/lib/seo/route-meta";
import { siteOrigin } from "~/lib/http/site-origin.server";
import { OFFICE_STATES, aboutPage, officeMap } from "~/lib/site/page-records.server";
import { firstScreenLinks } from "~/lib/markup/first-screen";

export const loader = async ({ request, context }: LoaderFunctionArgs) => {
  const data = copyPageData(aboutPage, siteOrigin(request, context.env));
  const maps = OFFICE_STATES.map((state) => officeMap(state));
  return staticPage(data, <ContentPage {...data} visual={<OfficeMaps maps={maps} />} />, { request, context });
};

export const meta = contentPageMeta;

export const links = firstScreenLinks;

export default StaticPageRoute;
