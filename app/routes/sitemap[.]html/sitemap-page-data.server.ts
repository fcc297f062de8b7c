/**
 * What /sitemap.html's loader returns. A server module: the list of pages reads every content
 * module, which must stay out of the browser's bundle (docs/decisions/027).
 */
import { asStructuredData } from "~/lib/seo/structured-data/types";
import { breadcrumbLabels } from "~/content/page-labels";
import { sitemapPage } from "~/content/sitemap-page";
import { publicPageGroups } from "~/lib/seo/public-pages";
import { pageSeo } from "~/lib/seo/route-meta";
import { breadcrumbJsonLd } from "~/lib/seo/structured-data/breadcrumbs";

export function sitemapPageData(origin: string) {
  const breadcrumbs = [
    { name: breadcrumbLabels.home, path: "/" },
    { name: sitemapPage.breadcrumbName, path: sitemapPage.path },
  ];
  return {
    seo: pageSeo(sitemapPage),
    breadcrumbs,
    groups: publicPageGroups,
    jsonLd: asStructuredData([breadcrumbJsonLd(breadcrumbs, origin)]),
  };
}
