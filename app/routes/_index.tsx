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
import { ScrollFurniture } from "~/components/home/scroll-furniture";
import { Testimonials } from "~/components/home/testimonials";
import { WebsiteServices } from "~/components/home/website-services";
import { CtaBand } from "~/components/ui/cta-band";
import { comparisonCategories } from "~/content/comparison";
import { faqs } from "~/content/faq";
import { featureCards } from "~/content/feature-cards";
import { doneForYouServices } from "~/content/dfy-services";
import { ctaBlock, homePage } from "~/content/home";
import { plansByTab } from "~/content/pricing";
import { auditReveals, impactComparison, keyAuditMetrics } from "~/content/results";
import { solutionCards } from "~/content/solution-cards";
import { testimonials } from "~/content/testimonials";
import { pricingSelection } from "~/lib/ui/pricing-selection";
import { contentPageMeta, pageSeo } from "~/lib/seo/route-meta";
import { siteOrigin } from "~/lib/http/site-origin.server";
import { faqPageJsonLd } from "~/lib/seo/structured-data/faq";
import { softwareApplicationJsonLd } from "~/lib/seo/structured-data/product";
import type { JsonLd } from "~/lib/seo/structured-data/types";
import { crmVideo } from "~/lib/site/page-records.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const origin = siteOrigin(request, context.env);
  const pricing = pricingSelection(new URL(request.url).searchParams);
  return {
    seo: pageSeo(homePage),
    // The DIY platform with its plans and product rating, and the pricing FAQ.
    jsonLd: [softwareApplicationJsonLd(plansByTab.diy, origin), faqPageJsonLd(faqs)] satisfies JsonLd[],
    pricing,
    // The page's long lists travel as data, not in the page's JavaScript (ADR 022); the pricing
    // section gets the selected tab's plans only, and the comparison only when it is shown.
    lists: {
      solutions: solutionCards,
      auditReveals,
      auditMetrics: keyAuditMetrics,
      impact: impactComparison,
      services: doneForYouServices,
      features: featureCards,
      plans: plansByTab[pricing.plan],
      comparison: pricing.plan === "crm" && pricing.crm === "features" ? comparisonCategories : [],
      faqs,
      testimonials,
    },
    // The preview clip's files and words: page data, so the dialog's chunk holds the only copy.
    video: crmVideo,
  };
}

export const meta = contentPageMeta;

/**
 * The home page: its sections in the order of docs/product.md §2.5, ending, as every page does,
 * on the closing band.
 */
export default function Home() {
  const { pricing, lists, video } = useLoaderData<typeof loader>();
  const promo = useSiteSettings()?.promo;
  return (
    <>
      {promo?.enabled ? <PromoBanner text={promo.text} /> : null}
      <main id="main" className="overflow-x-clip">
        <Hero />
        <ExploreSolutions cards={lists.solutions} />
        <CrmBanner video={video} />
        <AuditSection reveals={lists.auditReveals} metrics={lists.auditMetrics} impact={lists.impact} />
        <DoneForYou services={lists.services} />
        <WebsiteServices />
        <DashboardShowcase />
        <FeaturesSection cards={lists.features} />
        <PricingSection selection={pricing} plans={lists.plans} comparison={lists.comparison} faqs={lists.faqs} />
        <Testimonials items={lists.testimonials} />
        <CtaBand
          id="home-closing"
          title={ctaBlock.title}
          text={ctaBlock.description}
          primary={ctaBlock.primaryCta}
          secondary={ctaBlock.secondaryCta}
        />
      </main>
      <ScrollFurniture />
    </>
  );
}
