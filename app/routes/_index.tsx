import "~/shared-chunk";
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import { useLoaderData } from "@remix-run/react";
import { useSiteSettings } from "~/lib/site/use-site-settings";
import { AuditSection } from "~/components/home/audit-section";
import { homeMarkup } from "~/components/home/home-markup.server";
import { Hero } from "~/components/home/hero";
import { PromoBanner } from "~/components/home/promo-banner";
import { ScrollFurniture } from "~/components/home/scroll-furniture";
import { Testimonials } from "~/components/home/testimonials";
import { ServerMarkup } from "~/components/markup/server-markup";
import { faqs } from "~/content/faq";
import { homePage } from "~/content/home";
import { plansByTab } from "~/content/pricing";
import { testimonials } from "~/content/testimonials";
import { useTooltips } from "~/hooks/use-tooltips";
import { pricingSelection } from "~/lib/ui/pricing-selection";
import { contentPageMeta, pageSeo } from "~/lib/seo/route-meta";
import { siteOrigin } from "~/lib/http/site-origin.server";
import { faqPageJsonLd } from "~/lib/seo/structured-data/faq";
import { softwareApplicationJsonLd } from "~/lib/seo/structured-data/product";
import type { JsonLd } from "~/lib/seo/structured-data/types";
import { staticMarkupShouldRevalidate } from "~/lib/markup/should-revalidate";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const origin = siteOrigin(request, context.env);
  const pricing = pricingSelection(new URL(request.url).searchParams);
  return {
    seo: pageSeo(homePage),
    // The DIY platform with its plans and product rating, and the pricing FAQ.
    jsonLd: [softwareApplicationJsonLd(plansByTab.diy, origin), faqPageJsonLd(faqs)] satisfies JsonLd[],
    // The static sections travel as HTML, once (docs/decisions/033); the testimonials feed the carousel.
    markup: homeMarkup(request, pricing),
    testimonials,
  };
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
  return (
    <>
      {promo?.enabled ? <PromoBanner text={promo.text} /> : null}
      {/* Its sections fade at the window's edges (ScrollFurniture); the markup alone shows them all. */}
      <main id="main" data-fade-sections className="overflow-x-clip">
        <Hero />
        <ServerMarkup html={markup?.solutions} />
        <ServerMarkup html={markup?.crm} />
        <AuditSection
          report={<ServerMarkup html={markup?.auditReport} />}
          details={<ServerMarkup html={markup?.auditDetails} />}
        />
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
