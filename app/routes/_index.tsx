import "~/shared-chunk";
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import { useLoaderData } from "@remix-run/react";
import { useSiteSettings } from "~/lib/site/use-site-settings";
import { PromoBanner } from "~/components/home/promo-banner";
import { ScrollFurniture } from "~/components/home/scroll-furniture";
import { Testimonials } from "~/components/home/testimonials";
import { ServerMarkup } from "~/components/markup/server-markup";
import { useAuditForms } from "~/hooks/use-audit-forms";
import { useHero } from "~/hooks/use-hero";
import { useTooltips } from "~/hooks/use-tooltips";
import { contentPageMeta } from "~/lib/seo/route-meta";
import { homePageData } from "~/lib/site/home-page-data.server";
import { siteOrigin } from "~/lib/http/site-origin.server";
import { staticMarkupShouldRevalidate } from "~/lib/markup/should-revalidate";

export async function loader({ request, context }: LoaderFunctionArgs) {
  return homePageData(request, siteOrigin(request, context.env));
}

export const meta = contentPageMeta;
export const shouldRevalidate: ShouldRevalidateFunction = staticMarkupShouldRevalidate;

/**
 * The home page: its sections in the order of docs/product.md §2.5, ending, as every page does,
 * on the closing band.
 */
export default function Home() {
  const { markup, testimonials: items } = useLoaderData<typeof loader>();
  const promo = useSiteSettings()?.promo;
  useTooltips();
  useAuditForms();
  useHero();
  return (
    <>
      {promo?.enabled ? <PromoBanner text={promo.text} /> : null}
      {/* Its sections fade at the window's edges (ScrollFurniture); the markup alone shows them all. */}
      <main id="main" data-fade-sections className="overflow-x-clip">
        <ServerMarkup html={markup?.hero} />
        <ServerMarkup html={markup?.solutions} />
        <ServerMarkup html={markup?.crm} />
        <ServerMarkup html={markup?.audit} />
        <ServerMarkup html={markup?.doneForYou} />
        <ServerMarkup html={markup?.websites} />
        <ServerMarkup html={markup?.showcase} />
        <ServerMarkup html={markup?.features} />
        <ServerMarkup html={markup?.pricing} />
        <Testimonials items={items} />
        <ServerMarkup html={markup?.closing} />
      </main>
      <ScrollFurniture />
    </>
  );
}
