import "~/shared-chunk";
import { asStructuredData } from "~/lib/seo/structured-data/types";
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { StaticPageRoute } from "~/components/pages/static-page-route";
import { CaseStudiesIndex } from "~/components/pages/views.server";
import { staticPage } from "~/lib/markup/static-page.server";
import { caseStudies, caseStudiesIndex, caseStudyPath } from "~/content/case-studies";
import { trail } from "~/lib/seo/breadcrumbs";
import { contentPageMeta, pageSeo } from "~/lib/seo/route-meta";
import { siteOrigin } from "~/lib/http/site-origin.server";
import { breadcrumbJsonLd } from "~/lib/seo/structured-data/breadcrumbs";
import { firstScreenLinks } from "~/lib/markup/first-screen";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const breadcrumbs = trail(caseStudiesIndex);
  const data = {
    seo: pageSeo(caseStudiesIndex),
    page: caseStudiesIndex,
    studies: caseStudies.map((study) => ({ ...study, path: caseStudyPath(study) })),
    breadcrumbs,
    jsonLd: asStructuredData([breadcrumbJsonLd(breadcrumbs, siteOrigin(request, context.env))]),
  };
  return staticPage(data, <CaseStudiesIndex {...data} />, { request, context });
}

export const meta = contentPageMeta;

export const links = firstScreenLinks;

export default StaticPageRoute;
