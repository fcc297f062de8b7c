import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { cacheControl } from "~/lib/http/cache-control";
import { robotsTxt } from "~/lib/seo/crawler-files";
import { siteOrigin } from "~/lib/http/site-origin.server";

/** /robots.txt: crawl everything but the private areas, and find the sitemap. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return new Response(robotsTxt(siteOrigin(request, context.env)), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": cacheControl.crawlerFile },
  });
}
