import "~/shared-chunk";
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { StaticPageRoute } from "~/components/pages/static-page-route";
import { SitemapPageView } from "~/components/pages/views.server";
import { staticPage } from "~/lib/markup/static-page.server";
import { siteOrigin } from "~/lib/http/site-origin.server";
import { contentPageMeta } from "~/lib/seo/route-meta";
import { sitemapPageData } from "./sitemap-page-data.server";
import { firstScreenLinks } from "~/lib/markup/first-screen";

/** The human sitemap: the same list of pages as /sitemap.xml, grouped, as server markup. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const data = sitemapPageData(siteOrigin(request, context.env));
  return staticPage(data, <SitemapPageView {...data} />, { request, context });
}

export const meta = contentPageMeta;

export const links = firstScreenLinks;

export default StaticPageRoute;
