import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { CaseStudyView } from "~/components/pages/case-study";
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
  return {
    seo: pageSeo({ ...study, path }),
    study,
    services: study.services.map((slug) => ({
      name: shortTitle(findServicePage(slug)?.title ?? slug),
      path: servicePath(slug),
    })),
    breadcrumbs,
    jsonLd: [breadcrumbJsonLd(breadcrumbs, siteOrigin(request, context.env))],
  };
}

export const meta = contentPageMeta;

export default function CaseStudyRoute() {
  return <CaseStudyView {...useLoaderData<typeof loader>()} />;
}
