/**
 * One module for the 17 city and region pages; remix.config.js gives each slug its own route
 * pointing here. The page is found by the request's path.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { CityPageView } from "~/components/pages/city-page";
import { contentPageMeta } from "~/lib/seo/route-meta";
import { cityPageData } from "~/lib/site/city-page-data.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  return cityPageData(request, context.env);
}

export const meta = contentPageMeta;

export default function CityRoute() {
  return <CityPageView {...useLoaderData<typeof loader>()} />;
}
