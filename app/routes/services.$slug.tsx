import "~/shared-chunk";
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { StaticPageRoute } from "~/components/pages/static-page-route";
import { ServicePageView } from "~/components/pages/views.server";
import { staticPage } from "~/lib/markup/static-page.server";
import { findServicePage, servicePath } from "~/content/services";
import { trail } from "~/lib/seo/breadcrumbs";
import { notFound } from "~/lib/http/not-found.server";
import { contentPageMeta, pageSeo } from "~/lib/seo/route-meta";
import { siteOrigin } from "~/lib/http/site-origin.server";
import { breadcrumbJsonLd } from "~/lib/seo/structured-data/breadcrumbs";
import { faqPageJsonLd } from "~/lib/seo/structured-data/faq";
import { serviceJsonLd } from "~/lib/seo/structured-data/service";
import { asStructuredData } from "~/lib/seo/structured-data/types";
import { firstScreenLinks } from "~/lib/markup/first-screen";

/** Every service page, from the content; any other slug is a 404. */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const page = findServicePage(params.slug ?? "");
  if (!page) throw notFound(request);
  const path = servicePath(page.slug);
  const origin = siteOrigin(request, context.env);
  const breadcrumbs = trail({ title: page.title, path });
  const jsonLd = asStructuredData([
    serviceJsonLd(page, origin),
    faqPageJsonLd(page.faqs),
    breadcrumbJsonLd(breadcrumbs, origin),
  ]);
  const data = { seo: pageSeo({ ...page, path }), page, breadcrumbs, jsonLd };
  return staticPage(data, <ServicePageView {...data} />, { request, context });
}

export const meta = contentPageMeta;

export const links = firstScreenLinks;

export default StaticPageRoute;
