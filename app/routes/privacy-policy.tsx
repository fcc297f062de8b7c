import "~/shared-chunk";
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { StaticPageRoute } from "~/components/pages/static-page-route";
import { ContentPage } from "~/components/pages/views.server";
import { staticPage } from "~/lib/markup/static-page.server";
import { privacyPolicyPage } from "~/content/pages-legal";
import { copyPageData } from "~/lib/seo/page-data";
import { contentPageMeta } from "~/lib/seo/route-meta";
import { siteOrigin } from "~/lib/http/site-origin.server";
import { firstScreenLinks } from "~/lib/markup/first-screen";

export const loader = async ({ request, context }: LoaderFunctionArgs) => {
  const data = copyPageData(privacyPolicyPage, siteOrigin(request, context.env));
  return staticPage(data, <ContentPage {...data} />, { request, context });
};

export const meta = contentPageMeta;

export const links = firstScreenLinks;

export default StaticPageRoute;
