import type { AppLoadContext } from "@remix-run/cloudflare";
import type { ReactElement } from "react";
import { contactBookKey } from "~/lib/site/contact-book";
import { requestContactBook } from "~/lib/site/contact-book.server";
import type { StructuredData } from "~/lib/seo/structured-data/types";
import type { PageSeo } from "~/lib/seo/meta";
import { keptMarkup, keptPageUrl } from "./kept.server";
import { renderMarkupBlocks, type MarkupBlocks } from "./render.server";

/**
 * The loader data of a page whose whole body is static (docs/decisions/033): its SEO fields for
 * `meta`, its JSON-LD for the head, and the body as server markup. The records the view drew from
 * stay on the server; the route's component is one `<ServerMarkup html={markup?.page} />`.
 */
export async function staticPage(
  data: { seo?: PageSeo; jsonLd?: StructuredData },
  view: ReactElement,
  {
    request,
    context,
    varies = "",
  }: {
    request: Request;
    context: AppLoadContext;
    /** What else the view was drawn from (records the page shows), as a key. */
    varies?: string;
  },
): Promise<{ seo?: PageSeo; jsonLd?: StructuredData; markup: MarkupBlocks<"page"> }> {
  // The body is a function of the URL, the build, the settings' contact details (ADR 052) and what
  // `varies` names: kept per isolate under all of them (kept.server.ts). The root loader reads the
  // same settings.
  const book = await requestContactBook(context);
  const url = keptPageUrl(request);
  const markup = keptMarkup(`${url.href}\n${contactBookKey(book)}\n${varies}`, () =>
    renderMarkupBlocks({ page: view }, new Request(url), book),
  );
  return { seo: data.seo, jsonLd: data.jsonLd, markup };
}

/**
 * A static page's body drawn again for one request, not kept: what a page's own form action sends
 * back (the audit form refused, issue 34 §2), the view holding the reply.
 */
export async function staticPageAgain(
  view: ReactElement,
  { request, context }: { request: Request; context: AppLoadContext },
): Promise<MarkupBlocks<"page">> {
  return renderMarkupBlocks({ page: view }, request, await requestContactBook(context));
}
