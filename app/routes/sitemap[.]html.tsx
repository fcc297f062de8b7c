import "~/shared-chunk";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { PageHero } from "~/components/pages/page-hero";
import { SitemapGroups } from "~/components/seo/sitemap-groups";
import { CtaBand } from "~/components/ui/cta-band";
import { closingBand } from "~/content/closing";
import { breadcrumbLabels } from "~/content/page-labels";
import { sitemapPage } from "~/content/sitemap-page";
import { publicPageGroups } from "~/lib/seo/public-pages";
import { originFromMatches, seoMeta } from "~/lib/seo/meta";
import { siteOrigin } from "~/lib/http/site-origin.server";
import { breadcrumbJsonLd } from "~/lib/seo/structured-data/breadcrumbs";
import type { JsonLd } from "~/lib/seo/structured-data/types";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const origin = siteOrigin(request, context.env);
  const breadcrumbs = [
    { name: breadcrumbLabels.home, path: "/" },
    { name: sitemapPage.breadcrumbName, path: sitemapPage.path },
  ];
  const jsonLd: JsonLd[] = [breadcrumbJsonLd(breadcrumbs, origin)];
  // The list of pages is read here, so the browser never loads every content module.
  return { jsonLd, breadcrumbs, groups: publicPageGroups };
}

export const meta: MetaFunction = ({ matches }) =>
  seoMeta(
    { title: sitemapPage.title, description: sitemapPage.description, path: sitemapPage.path },
    originFromMatches(matches),
  );

/** The human sitemap: the same list of pages as /sitemap.xml, grouped. */
export default function SitemapPage() {
  const { breadcrumbs, groups } = useLoaderData<typeof loader>();
  return (
    <main id="main">
      <PageHero h1={sitemapPage.h1} intro={[sitemapPage.intro]} breadcrumbs={breadcrumbs} />
      <div className="container-page py-16 sm:py-20">
        <SitemapGroups groups={groups} />
      </div>
      <CtaBand {...closingBand(sitemapPage.closing, undefined)} />
    </main>
  );
}
