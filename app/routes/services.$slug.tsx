import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ServicePageView } from "~/components/pages/service-page";
import { findServicePage, servicePath } from "~/content/services";
import { trail } from "~/lib/breadcrumbs";
import { notFound } from "~/lib/not-found.server";
import { contentPageMeta, pageSeo } from "~/lib/route-meta";
import { siteOrigin } from "~/lib/site-origin.server";
import { breadcrumbJsonLd } from "~/lib/structured-data/breadcrumbs";
import { faqPageJsonLd } from "~/lib/structured-data/faq";
import { serviceJsonLd } from "~/lib/structured-data/service";
import type { JsonLd } from "~/lib/structured-data/types";

/** Every service page, from the content; any other slug is a 404. */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const page = findServicePage(params.slug ?? "");
  if (!page) throw notFound(request);
  const path = servicePath(page.slug);
  const origin = siteOrigin(request, context.env);
  const breadcrumbs = trail({ title: page.title, path });
  const jsonLd: JsonLd[] = [serviceJsonLd(page, origin), faqPageJsonLd(page.faqs), breadcrumbJsonLd(breadcrumbs, origin)];
  return { seo: pageSeo({ ...page, path }), page, breadcrumbs, jsonLd };
}

export const meta = contentPageMeta;

export default function ServiceRoute() {
  const { page, breadcrumbs } = useLoaderData<typeof loader>();
  return <ServicePageView page={page} breadcrumbs={breadcrumbs} />;
}
