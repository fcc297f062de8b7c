import "~/shared-chunk";
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { StaticPageRoute } from "~/components/pages/static-page-route";
import { CaseStudyView } from "~/components/pages/views.server";
import { staticPage } from "~/lib/markup/static-page.server";
import { notFound } from "~/lib/http/not-found.server";
import { contentPageMeta } from "~/lib/seo/route-meta";
import { siteOrigin } from "~/lib/http/site-origin.server";
import { caseStudyPageData } from "./case-study-data.server";
import { firstScreenLinks } from "~/lib/markup/first-screen";

/** A case study from the content, with its published client and figures; any other slug is a 404. */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const { caseStudyFigures } = await context.settings();
  const data = caseStudyPageData(params.slug ?? "", siteOrigin(request, context.env), caseStudyFigures);
  if (!data) throw notFound(request);
  return staticPage(data, <CaseStudyView {...data} />, { request, context, varies: JSON.stringify(data.proof) });
}

export const meta = contentPageMeta;

export const links = firstScreenLinks;

export default StaticPageRoute;
