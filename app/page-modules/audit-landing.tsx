import "~/shared-chunk";
/**
 * One module for the three audit landing pages; remix.config.js gives each slug its own route
 * pointing here. The page is found by the request's path.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { AuditLandingView } from "~/components/pages/audit-landing";
import { contentPageMeta } from "~/lib/seo/route-meta";
import { auditLandingData } from "~/lib/site/audit-landing-data.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  return auditLandingData(request, context.env);
}

export const meta = contentPageMeta;

export default function AuditLandingRoute() {
  return <AuditLandingView {...useLoaderData<typeof loader>()} />;
}
