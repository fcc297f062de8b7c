import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ServiceAreasView } from "~/components/pages/service-areas";
import { officeHoursText } from "~/content/cities-common";
import { officeKeys, offices } from "~/content/offices";
import { serviceAreasPage } from "~/content/pages";
import { copyPageData } from "~/lib/seo/page-data";
import { contentPageMeta } from "~/lib/seo/route-meta";
import { siteOrigin } from "~/lib/http/site-origin.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  return {
    ...copyPageData(serviceAreasPage, siteOrigin(request, context.env)),
    offices: officeKeys.map((key) => ({ key, office: offices[key], hours: officeHoursText(key) })),
  };
}

export const meta = contentPageMeta;

export default function ServiceAreasRoute() {
  return <ServiceAreasView {...useLoaderData<typeof loader>()} />;
}
