import type { ReactElement } from "react";
import type { JsonLd } from "~/lib/seo/structured-data/types";
import type { PageSeo } from "~/lib/seo/meta";
import { keptMarkup, keptPageUrl } from "./kept.server";
import { renderMarkupBlocks, type MarkupBlocks } from "./render.server";

/**
 * The loader data of a page whose whole body is static (docs/decisions/033): its SEO fields for
 * `meta`, its JSON-LD for the head, and the body as server markup. The records the view drew from
 * stay on the server; the route's component is one `<ServerMarkup html={markup?.page} />`.
 */
export function staticPage(
  data: { seo?: PageSeo; jsonLd?: JsonLd[] },
  view: ReactElement,
  request: Request,
): { seo?: PageSeo; jsonLd?: JsonLd[]; markup: MarkupBlocks<"page"> } {
  // The body is a function of the URL and the build: kept per isolate (kept.server.ts).
  const url = keptPageUrl(request);
  const markup = keptMarkup(url.href, () => renderMarkupBlocks({ page: view }, new Request(url)));
  return { seo: data.seo, jsonLd: data.jsonLd, markup };
}
