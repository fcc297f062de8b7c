import "~/shared-chunk";
/**
 * One module for the 17 city and region pages; remix.config.js gives each slug its own route
 * pointing here. The page is found by the request's path.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { StaticPageRoute } from "~/components/pages/static-page-route";
import { CityPageView } from "~/components/pages/views.server";
import { staticPage } from "~/lib/markup/static-page.server";
import { requestContactBook } from "~/lib/site/contact-book.server";
import { contentPageMeta } from "~/lib/seo/route-meta";
import { cityPageData } from "./city-page-data.server";
import { firstScreenLinks } from "~/lib/markup/first-screen";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const data = cityPageData(request, context.env, await requestContactBook(context));
  return staticPage(data, <CityPageView {...data} />, { request, context });
}

export const meta = contentPageMeta;

export const links = firstScreenLinks;

export default StaticPageRoute;
