import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ContentPage } from "~/components/pages/content-page";
import { OfficeMaps } from "~/components/visuals/office-maps";
import { copyPageData } from "~/lib/seo/page-data";
import { contentPageMeta } from "~/lib/seo/route-meta";
import { siteOrigin } from "~/lib/http/site-origin.server";
import { OFFICE_STATES, aboutPage, officeMap } from "~/lib/site/page-records.server";

export const loader = async ({ request, context }: LoaderFunctionArgs) => ({
  ...copyPageData(aboutPage, siteOrigin(request, context.env)),
  maps: OFFICE_STATES.map((state) => officeMap(state)),
});

export const meta = contentPageMeta;

export default function AboutRoute() {
  const { maps, ...data } = useLoaderData<typeof loader>();
  return <ContentPage {...data} visual={<OfficeMaps maps={maps} />} />;
}
