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
import { caseStudyProof, caseStudyProofKey } from "~/lib/proof/case-study-figures";

/** The case studies, each with its published client and figures (ADR 078). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { caseStudyFigures } = await context.settings();
  const breadcrumbs = trail(caseStudiesIndex);
  const data = {
    seo: pageSeo(caseStudiesIndex),
    page: caseStudiesIndex,
    studies: caseStudies.map((study) => ({
      ...study,
      path: caseStudyPath(study),
      proof: caseStudyProof(caseStudyFigures, study.slug),
    })),
    breadcrumbs,
    jsonLd: asStructuredData([breadcrumbJsonLd(breadcrumbs, siteOrigin(request, context.env))]),
  };
  const varies = caseStudyProofKey(data.studies.map((study) => study.proof));
  return staticPage(data, <CaseStudiesIndex {...data} />, { request, context, varies });
}

export const meta = contentPageMeta;

export const links = firstScreenLinks;

export default StaticPageRoute;
