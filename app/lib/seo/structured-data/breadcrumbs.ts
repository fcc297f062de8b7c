import type { BreadcrumbList, WithContext } from "schema-dts";
import { absoluteUrl, SCHEMA_CONTEXT } from "./ids";

export interface Crumb {
  name: string;
  /** Path of the page, e.g. "/services/local-seo". */
  path: string;
}

/** BreadcrumbList from the home page down to the current page, in order. */
export function breadcrumbJsonLd(items: Crumb[], origin: string): WithContext<BreadcrumbList> {
  return {
    "@context": SCHEMA_CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: absoluteUrl(origin, item.path),
    })),
  };
}
