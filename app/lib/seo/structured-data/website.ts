import type { WebSite, WithContext } from "schema-dts";
import { site } from "~/content/site";
import { absoluteUrl, organizationRef, SCHEMA_CONTEXT, websiteId } from "./ids";

/** WebSite: the site's name for search results (home page). */
export function webSiteJsonLd(origin: string): WithContext<WebSite> {
  return {
    "@context": SCHEMA_CONTEXT,
    "@type": "WebSite",
    "@id": websiteId(origin),
    name: site.name,
    url: absoluteUrl(origin, "/"),
    description: site.tagline,
    inLanguage: "en-US",
    publisher: organizationRef(origin),
  };
}
