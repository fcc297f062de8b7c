import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ContentPage } from "~/components/pages/content-page";
import { LocationsPanel } from "~/components/visuals/business-panels";
import { copyPageData } from "~/lib/seo/page-data";
import { contentPageMeta } from "~/lib/seo/route-meta";
import { siteOrigin } from "~/lib/http/site-origin.server";
import { partnersPage } from "~/lib/site/page-records.server";

export const loader = async ({ request, context }: LoaderFunctionArgs) =>
  copyPageData(partnersPage, siteOrigin(request, context.env));

export const meta = contentPageMeta;

/** Partners: the copy beside a whitelabeled client overview, what an agency partner works in. */
export default function PartnersRoute() {
  return <ContentPage {...useLoaderData<typeof loader>()} visual={<LocationsPanel variant="partners" />} />;
}
