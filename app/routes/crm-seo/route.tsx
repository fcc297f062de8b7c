import "~/shared-chunk";
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { StaticPageRoute } from "~/components/pages/static-page-route";
import { CrmSeoPageView } from "~/components/pages/views.server";
import { staticPage } from "~/lib/markup/static-page.server";
import { contentPageMeta } from "~/lib/seo/route-meta";
import { siteOrigin } from "~/lib/http/site-origin.server";
import { crmSeoPageData } from "./crm-seo-data.server";
import { firstScreenLinks } from "~/lib/markup/first-screen";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const data = crmSeoPageData(siteOrigin(request, context.env));
  return staticPage(data, <CrmSeoPageView {...data} />, { request, context });
}

export const meta = contentPageMeta;

export const links = firstScreenLinks;

export default StaticPageRoute;
