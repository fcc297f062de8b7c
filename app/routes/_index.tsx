import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useSiteSettings } from "~/lib/site/use-site-settings";
import { AuditSection } from "~/components/home/audit-section";
import { CrmBanner } from "~/components/home/crm-banner";
import { DashboardShowcase } from "~/components/home/dashboard-showcase";
import { DoneForYou } from "~/components/home/done-for-you";
import { ExploreSolutions } from "~/components/home/explore-solutions";
import { FeaturesSection } from "~/components/home/features-section";
import { Hero } from "~/components/home/hero";
import { PricingSection } from "~/components/home/pricing-section";
import { PromoBanner } from "~/components/home/promo-banner";
import { Testimonials } from "~/components/home/testimonials";
import { WebsiteServices } from "~/components/home/website-services";
import { faqs } from "~/content/faq";
import { homePage } from "~/content/home";
import { plansByTab } from "~/content/pricing";
import { pricingSelection } from "~/lib/ui/pricing-selection";
import { contentPageMeta, pageSeo } from "~/lib/seo/route-meta";
import { siteOrigin } from "~/lib/http/site-origin.server";
import { faqPageJsonLd } from "~/lib/seo/structured-data/faq";
import { softwareApplicationJsonLd } from "~/lib/seo/structured-data/product";
import type { JsonLd } from "~/lib/seo/structured-data/types";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const origin = siteOrigin(request, context.env);
  return {
    seo: pageSeo(homePage),
    // The DIY platform with its plans and product rating, and the pricing FAQ.
    jsonLd: [softwareApplicationJsonLd(plansByTab.diy, origin), faqPageJsonLd(faqs)] satisfies JsonLd[],
    pricing: pricingSelection(new URL(request.url).searchParams),
  };
}

export const meta = contentPageMeta;

/** The home page: its sections in the order of docs/product.md §2. */
export default function Home() {
  const { pricing } = useLoaderData<typeof loader>();
  const promo = useSiteSettings()?.promo;
  return (
    <>
      {promo?.enabled ? <PromoBanner text={promo.text} /> : null}
      <main id="main">
        <Hero />
        <ExploreSolutions />
        <CrmBanner />
        <AuditSection />
        <DoneForYou />
        <WebsiteServices />
        <DashboardShowcase />
        <FeaturesSection />
        <PricingSection selection={pricing} />
        <Testimonials />
      </main>
    </>
  );
}
