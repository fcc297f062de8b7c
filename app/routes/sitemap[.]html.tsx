import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { SitemapGroups } from "~/components/seo/sitemap-groups";
import { sitemapPage } from "~/content/sitemap-page";
import { publicPageGroups } from "~/lib/seo/public-pages";
import { originFromMatches, seoMeta } from "~/lib/seo/meta";
import { siteOrigin } from "~/lib/http/site-origin.server";
import { breadcrumbJsonLd } from "~/lib/seo/structured-data/breadcrumbs";
import type { JsonLd } from "~/lib/seo/structured-data/types";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const origin = siteOrigin(request, context.env);
  const jsonLd: JsonLd[] = [
    breadcrumbJsonLd(
      [
        { name: "Home", path: "/" },
        { name: sitemapPage.breadcrumbName, path: sitemapPage.path },
      ],
      origin,
    ),
  ];
  return { jsonLd };
}

export const meta: MetaFunction = ({ matches }) =>
  seoMeta(
    { title: sitemapPage.title, description: sitemapPage.description, path: sitemapPage.path },
    originFromMatches(matches),
  );

/** The human sitemap: the same list of pages as /sitemap.xml, grouped. */
export default function SitemapPage() {
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-bold tracking-tight text-slate-900">{sitemapPage.h1}</h1>
      <p className="mt-4 max-w-2xl text-lg text-slate-700">{sitemapPage.intro}</p>
      <div className="mt-10">
        <SitemapGroups groups={publicPageGroups} />
      </div>
    </main>
  );
}
