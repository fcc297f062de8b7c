import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { CaseStudyView } from "~/components/pages/case-study";
import { caseStudiesIndex, caseStudyPath, findCaseStudy } from "~/content/case-studies";
import { breadcrumbLabels } from "~/content/page-labels";
import { findServicePage, servicePath } from "~/content/services";
import { shortTitle, trail } from "~/lib/breadcrumbs";
import { notFound } from "~/lib/not-found.server";
import { contentPageMeta, pageSeo } from "~/lib/route-meta";

/** A case study from the content; any other slug is a 404. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const study = findCaseStudy(params.slug ?? "");
  if (!study) throw notFound(request);
  const path = caseStudyPath(study);
  return {
    seo: pageSeo({ ...study, path }),
    study,
    services: study.services.map((slug) => ({ name: shortTitle(findServicePage(slug)?.title ?? slug), path: servicePath(slug) })),
    breadcrumbs: trail({ title: study.title, path }, { name: breadcrumbLabels.caseStudies, path: caseStudiesIndex.path }),
  };
}

export const meta = contentPageMeta;

export default function CaseStudyRoute() {
  const { study, services, breadcrumbs } = useLoaderData<typeof loader>();
  return <CaseStudyView study={study} services={services} breadcrumbs={breadcrumbs} />;
}
