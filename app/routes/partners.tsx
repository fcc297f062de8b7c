import "~/shared-chunk";
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { StaticPageRoute } from "~/components/pages/static-page-route";
import { ContentPage, LocationsPanel } from "~/components/pages/views.server";
import { staticPage } from "~/lib/markup/static-page.server";
import { copyPageData } from "~/lib/seo/page-data";
import { contentPageMeta } from "~/lib/seo/route-meta";
import { siteOrigin } from "~/lib/http/site-origin.server";
import { partnersPage } from "~/lib/site/page-records.server";
import { firstScreenLinks } from "~/lib/markup/first-screen";

/** Partners: the copy beside a whitelabeled client overview, what an agency partner works in. */
export const loader = async ({ request, context }: LoaderFunctionArgs) => {
  const data = copyPageData(partnersPage, siteOrigin(request, context.env));
  return staticPage(data, <ContentPage {...data} visual={<LocationsPanel variant="partners" />} />, {
    request,
    context,
  });
};

export const meta = contentPageMeta;

export const links = firstScreenLinks;

export default StaticPageRoute;
