import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ServicePageView } from "~/components/pages/service-page";
import { findServicePage, servicePath } from "~/content/services";
import { trail } from "~/lib/breadcrumbs";
import { notFound } from "~/lib/not-found.server";
import { contentPageMeta, pageSeo } from "~/lib/route-meta";

/** Every service page, from the content; any other slug is a 404. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const page = findServicePage(params.slug ?? "");
  if (!page) throw notFound(request);
  const path = servicePath(page.slug);
  return { seo: pageSeo({ ...page, path }), page, breadcrumbs: trail({ title: page.title, path }) };
}

export const meta = contentPageMeta;

export default function ServiceRoute() {
  const { page, breadcrumbs } = useLoaderData<typeof loader>();
  return <ServicePageView page={page} breadcrumbs={breadcrumbs} />;
}
