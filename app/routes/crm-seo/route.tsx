import "~/shared-chunk";
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { StaticPageRoute } from "~/components/pages/static-page-route";
import { CrmSeoPageView } from "~/components/pages/views.server";
import { staticPage } from "~/lib/markup/static-page.server";
import { contentPageMeta } from "~/lib/seo/route-meta";
import { siteOrigin } from "~/lib/http/site-origin.server";
import { crmSeoPageData } from "./crm-seo-data.server";
import { firstScreenLinks } from "~/lib/markup/first-screen";
import { testimonialsKey } from "~/lib/proof/testimonials";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { testimonials } = await context.settings();
  const data = crmSeoPageData(siteOrigin(request, context.env), testimonials);
  // The plans' quotes are records: the kept body is kept under them too.
  return staticPage(data, <CrmSeoPageView {...data} />, { request, context, varies: testimonialsKey(testimonials) });
}

export const meta = contentPageMeta;

export const links = firstScreenLinks;

export default StaticPageRoute;
