import { useLoaderData } from "@remix-run/react";
import { CaseStudiesIndex } from "~/components/pages/case-studies-index";
import { caseStudies, caseStudiesIndex, caseStudyPath } from "~/content/case-studies";
import { trail } from "~/lib/breadcrumbs";
import { contentPageMeta, pageSeo } from "~/lib/route-meta";

export async function loader() {
  return {
    seo: pageSeo(caseStudiesIndex),
    page: caseStudiesIndex,
    studies: caseStudies.map((study) => ({ ...study, path: caseStudyPath(study) })),
    breadcrumbs: trail(caseStudiesIndex),
  };
}

export const meta = contentPageMeta;

export default function CaseStudiesRoute() {
  const { page, studies, breadcrumbs } = useLoaderData<typeof loader>();
  return <CaseStudiesIndex page={page} studies={studies} breadcrumbs={breadcrumbs} />;
}
