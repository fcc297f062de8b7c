/**
 * What an audit landing's loader returns (app/page-modules/audit-landing.tsx). A server module, so
 * the landing pages' records stay out of the page's bundle (docs/decisions/027, 036).
 */
import { asStructuredData } from "~/lib/seo/structured-data/types";
import { auditPagePath, findAuditPage } from "~/content/audit-pages";
import { notFound } from "~/lib/http/not-found.server";
import { siteOrigin } from "~/lib/http/site-origin.server";
import { trail } from "~/lib/seo/breadcrumbs";
import { pageSeo } from "~/lib/seo/route-meta";
import { breadcrumbJsonLd } from "~/lib/seo/structured-data/breadcrumbs";
import { slugFromPath } from "~/lib/site/slug-from-path";

export function auditLandingData(request: Request, env: Pick<Env, "SITE_URL">) {
  const page = findAuditPage(slugFromPath(request));
  if (!page) throw notFound(request);
  const path = auditPagePath(page);
  const breadcrumbs = trail({ title: page.title, path });
  return {
    seo: pageSeo({ ...page, path }),
    jsonLd: asStructuredData([breadcrumbJsonLd(breadcrumbs, siteOrigin(request, env))]),
    page,
    breadcrumbs,
  };
}
