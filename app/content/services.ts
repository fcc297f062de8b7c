/**
 * The service pages served at /services/{slug} (docs/product.md §2).
 */
import { doneForYou, enterprise, websiteDevelopment } from "./services-agency";
import { localSeo, technicalSeo } from "./services-seo";
import { contentOptimization, performanceAnalysis, rankTracking } from "./services-tools";
import type { ServicePage, ServiceSlug } from "./types";

export const servicePages: ServicePage[] = [
  localSeo,
  technicalSeo,
  doneForYou,
  enterprise,
  websiteDevelopment,
  contentOptimization,
  rankTracking,
  performanceAnalysis,
];

export function servicePath(slug: ServiceSlug): string {
  return `/services/${slug}`;
}

export function findServicePage(slug: string): ServicePage | undefined {
  return servicePages.find((page) => page.slug === slug);
}
