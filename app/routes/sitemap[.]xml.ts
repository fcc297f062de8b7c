import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { cacheControl } from "~/lib/http/cache-control";
import { sitemapXml } from "~/lib/seo/crawler-files";
import { siteOrigin } from "~/lib/http/site-origin.server";

/** /sitemap.xml: every indexable URL (app/lib/seo/public-pages.ts) and no other. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return new Response(sitemapXml(siteOrigin(request, context.env)), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": cacheControl.crawlerFile },
  });
}
