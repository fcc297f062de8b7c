import "~/shared-chunk";
/**
 * One module for the three audit landing pages; remix.config.js gives each slug its own route
 * pointing here. The page is found by the request's path.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { AuditLandingView } from "~/components/pages/audit-landing";
import { auditPagePath, findAuditPage } from "~/content/audit-pages";
import { trail } from "~/lib/seo/breadcrumbs";
import { notFound } from "~/lib/http/not-found.server";
import { contentPageMeta, pageSeo } from "~/lib/seo/route-meta";
import { siteOrigin } from "~/lib/http/site-origin.server";
import { breadcrumbJsonLd } from "~/lib/seo/structured-data/breadcrumbs";
import { slugFromPath } from "~/lib/site/slug-from-path";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const page = findAuditPage(slugFromPath(request));
  if (!page) throw notFound(request);
  const path = auditPagePath(page);
  const breadcrumbs = trail({ title: page.title, path });
  return {
    seo: pageSeo({ ...page, path }),
    page,
    breadcrumbs,
    jsonLd: [breadcrumbJsonLd(breadcrumbs, siteOrigin(request, context.env))],
  };
}

export const meta = contentPageMeta;

export default function AuditLandingRoute() {
  return <AuditLandingView {...useLoaderData<typeof loader>()} />;
}
