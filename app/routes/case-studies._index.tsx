import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { CaseStudiesIndex } from "~/components/pages/case-studies-index";
import { caseStudies, caseStudiesIndex, caseStudyPath } from "~/content/case-studies";
import { trail } from "~/lib/seo/breadcrumbs";
import { contentPageMeta, pageSeo } from "~/lib/seo/route-meta";
import { siteOrigin } from "~/lib/http/site-origin.server";
import { breadcrumbJsonLd } from "~/lib/seo/structured-data/breadcrumbs";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const breadcrumbs = trail(caseStudiesIndex);
  return {
    seo: pageSeo(caseStudiesIndex),
    page: caseStudiesIndex,
    studies: caseStudies.map((study) => ({ ...study, path: caseStudyPath(study) })),
    breadcrumbs,
    jsonLd: [breadcrumbJsonLd(breadcrumbs, siteOrigin(request, context.env))],
  };
}

export const meta = contentPageMeta;

export default function CaseStudiesRoute() {
  return <CaseStudiesIndex {...useLoaderData<typeof loader>()} />;
}
