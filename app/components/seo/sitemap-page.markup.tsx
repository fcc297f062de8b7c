import { PageHero } from "~/components/pages/page-hero.markup";
import { CtaBand } from "~/components/ui/cta-band.markup";
import { closingBand } from "~/content/closing";
import { sitemapPage } from "~/content/sitemap-page";
import type { Crumb } from "~/lib/seo/breadcrumbs";
import type { PublicPageGroup } from "~/lib/seo/public-pages";
import { SitemapGroups } from "./sitemap-groups.markup";

/** The human sitemap's body: the same list of pages as /sitemap.xml, grouped (server markup). */
export function SitemapPageView({ breadcrumbs, groups }: { breadcrumbs: Crumb[]; groups: PublicPageGroup[] }) {
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
