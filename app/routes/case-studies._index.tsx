import "~/shared-chunk";
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { StaticPageRoute } from "~/components/pages/static-page-route";
import { CaseStudiesIndex, caseStudiesPageData } from "~/components/pages/views.server";
import { staticPage } from "~/lib/markup/static-page.server";
import { contentPageMeta } from "~/lib/seo/route-meta";
import { siteOrigin } from "~/lib/http/site-origin.server";
import { firstScreenLinks } from "~/lib/markup/first-screen";

/** The case studies, each with its published client and figures (ADR 078). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { caseStudyFigures } = await context.settings();
  const data = caseStudiesPageData(siteOrigin(request, context.env), caseStudyFigures);
  const varies = JSON.stringify(data.studies.map((study) => study.proof));
  return staticPage(data, <CaseStudiesIndex {...data} />, { request, context, varies });
}

export const meta = contentPageMeta;

export const links = firstScreenLinks;

export default StaticPageRoute;
