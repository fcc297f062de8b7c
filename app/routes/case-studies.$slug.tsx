import "~/shared-chunk";
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { StaticPageRoute } from "~/components/pages/static-page-route";
import { CaseStudyView } from "~/components/pages/views.server";
import { staticPage } from "~/lib/markup/static-page.server";
import { caseStudiesIndex, caseStudyPath, findCaseStudy } from "~/content/case-studies";
import { breadcrumbLabels } from "~/content/page-labels";
import { findServicePage, servicePath } from "~/content/services";
import { trail } from "~/lib/seo/breadcrumbs";
import { shortTitle } from "~/lib/seo/public-pages";
import { notFound } from "~/lib/http/not-found.server";
import { contentPageMeta, pageSeo } from "~/lib/seo/route-meta";
import { siteOrigin } from "~/lib/http/site-origin.server";
import { breadcrumbJsonLd } from "~/lib/seo/structured-data/breadcrumbs";

/** A case study from the content; any other slug is a 404. */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const study = findCaseStudy(params.slug ?? "");
  if (!study) throw notFound(request);
  const path = caseStudyPath(study);
  const breadcrumbs = trail(
    { title: study.title, path },
    { name: breadcrumbLabels.caseStudies, path: caseStudiesIndex.path },
  );
  const data = {
    seo: pageSeo({ ...study, path }),
    study,
    services: study.services.map((slug) => ({
      name: shortTitle(findServicePage(slug)?.title ?? slug),
      path: servicePath(slug),
    })),
    breadcrumbs,
    jsonLd: [breadcrumbJsonLd(breadcrumbs, siteOrigin(request, context.env))],
  };
  return staticPage(data, <CaseStudyView {...data} />, request);
}

export const meta = contentPageMeta;

export default StaticPageRoute;
