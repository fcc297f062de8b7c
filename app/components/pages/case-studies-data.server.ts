/**
 * What /case-studies' loader returns. A server module, so the case studies and their figures stay
 * out of the page's bundle (docs/decisions/027).
 */
import { caseStudies, caseStudiesIndex, caseStudyPath } from "~/content/case-studies";
import { caseStudyProof, type CaseStudyFigure } from "~/lib/proof/case-study-figures";
import { trail } from "~/lib/seo/breadcrumbs";
import { pageSeo } from "~/lib/seo/route-meta";
import { breadcrumbJsonLd } from "~/lib/seo/structured-data/breadcrumbs";
import { asStructuredData } from "~/lib/seo/structured-data/types";

/** `figures`: the published case study figures (ADR 078), of which each study's client and figures. */
export function caseStudiesPageData(origin: string, figures: CaseStudyFigure[]) {
  const breadcrumbs = trail(caseStudiesIndex);
  return {
    seo: pageSeo(caseStudiesIndex),
    page: caseStudiesIndex,
    studies: caseStudies.map((study) => ({
      ...study,
      path: caseStudyPath(study),
      proof: caseStudyProof(figures, study.slug),
    })),
    breadcrumbs,
    jsonLd: asStructuredData([breadcrumbJsonLd(breadcrumbs, origin)]),
  };
}
