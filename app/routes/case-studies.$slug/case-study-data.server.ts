/**
 * What a case study's loader returns, or null for an unknown slug. A server module, so the case
 * studies, the services and the page labels stay out of the page's bundle (docs/decisions/027).
 */
import { asStructuredData } from "~/lib/seo/structured-data/types";
import { caseStudiesIndex, caseStudyPath, findCaseStudy } from "~/content/case-studies";
import { breadcrumbLabels } from "~/content/page-labels";
import { findServicePage, servicePath } from "~/content/services";
import { trail } from "~/lib/seo/breadcrumbs";
import { shortTitle } from "~/lib/seo/public-pages";
import { pageSeo } from "~/lib/seo/route-meta";
import { breadcrumbJsonLd } from "~/lib/seo/structured-data/breadcrumbs";
import { caseStudyProof, type CaseStudyFigure } from "~/lib/proof/case-study-figures";

/** `figures`: the published case study figures (ADR 078), of which this study's client and figures. */
export function caseStudyPageData(slug: string, origin: string, figures: CaseStudyFigure[]) {
  const study = findCaseStudy(slug);
  if (!study) return null;
  const path = caseStudyPath(study);
  const breadcrumbs = trail(
    { title: study.title, path },
    { name: breadcrumbLabels.caseStudies, path: caseStudiesIndex.path },
  );
  return {
    seo: pageSeo({ ...study, path }),
    study,
    proof: caseStudyProof(figures, study.slug),
    services: study.services.map((service) => ({
      name: shortTitle(findServicePage(service)?.title ?? service),
      path: servicePath(service),
    })),
    breadcrumbs,
    jsonLd: asStructuredData([breadcrumbJsonLd(breadcrumbs, origin)]),
  };
}
