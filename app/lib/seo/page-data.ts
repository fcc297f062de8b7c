import type { PageCopy } from "~/content/types";
import { trail } from "./breadcrumbs";
import { pageSeo } from "./route-meta";
import { breadcrumbJsonLd } from "./structured-data/breadcrumbs";
import { asStructuredData, type JsonLd } from "./structured-data/types";

/**
 * What a copy page's loader returns: its tags, its copy, its breadcrumb trail and the trail as
 * JSON-LD (Organization and WebSite come from the root loader). `extraJsonLd` adds the page's own.
 */
export function copyPageData(page: PageCopy, origin: string, extraJsonLd: JsonLd[] = []) {
  const breadcrumbs = trail(page);
  const jsonLd = asStructuredData([...extraJsonLd, breadcrumbJsonLd(breadcrumbs, origin)]);
  return { seo: pageSeo(page), page, breadcrumbs, jsonLd };
}
