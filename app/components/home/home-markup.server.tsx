import { CtaBand } from "~/components/ui/cta-band";
import { comparisonCategories } from "~/content/comparison";
import { doneForYouServices } from "~/content/dfy-services";
import { faqs } from "~/content/faq";
import { featureCards } from "~/content/feature-cards";
import { ctaBlock } from "~/content/home";
import { HOME_SECTION_HEIGHTS as heights } from "~/content/home-layout";
import { plansByTab } from "~/content/pricing";
import { auditReveals, impactComparison, keyAuditMetrics } from "~/content/results";
import { solutionCards } from "~/content/solution-cards";
import { renderMarkupBlocks } from "~/lib/markup/render.server";
import { crmVideo } from "~/lib/site/page-records.server";
import type { Testimonial } from "~/content/types";
import type { PricingSelection } from "~/lib/ui/pricing-selection";
import { AuditSection } from "./audit-section";
import { AuditSectionDetails, AuditSectionReport } from "./audit-section-parts";
import { CrmBanner } from "./crm-banner";
import { DashboardShowcase } from "./dashboard-showcase";
import { DoneForYou } from "./done-for-you";
import { ExploreSolutions } from "./explore-solutions";
import { FeaturesSection } from "./features-section";
import { Hero } from "./hero";
import { PricingSection } from "./pricing-section";
import { PromoBanner } from "./promo-banner";
import { RenderOnView } from "./render-on-view";
import { ScrollFurniture } from "./scroll-furniture";
import { Testimonials } from "./testimonials";
import { WebsiteServices } from "./website-services";

interface HomeMarkupInput {
  pricing: PricingSelection;
  testimonials: Testimonial[];
  /** The promo banner's text from the site settings, or null while it is switched off. */
  promo: string | null;
}

/**
 * The whole home page as HTML (docs/decisions/033, 037): the browser renders none of it, its
 * motion and controls are delegated (app/lib/ui/hero.ts at once, home-behaviours.ts on first use).
 * The pricing section follows the query's tab; the comparison table only when it is shown.
 */
export function homeMarkup(request: Request, { pricing, testimonials, promo }: HomeMarkupInput) {
  const comparison = pricing.plan === "crm" && pricing.crm === "features" ? comparisonCategories : [];
  return renderMarkupBlocks(
    {
      promo: promo === null ? undefined : <PromoBanner text={promo} />,
      hero: <Hero />,
      solutions: (
        <RenderOnView height={heights.solutions}>
          <ExploreSolutions cards={solutionCards} />
        </RenderOnView>
      ),
      crm: (
        <RenderOnView height={heights.crm}>
          <CrmBanner video={crmVideo} />
        </RenderOnView>
      ),
      audit: (
        <RenderOnView height={heights.audit}>
          <AuditSection
            report={<AuditSectionReport metrics={keyAuditMetrics} />}
            details={<AuditSectionDetails reveals={auditReveals} impact={impactComparison} />}
          />
        </RenderOnView>
      ),
      doneForYou: (
        <RenderOnView height={heights.doneForYou}>
          <DoneForYou services={doneForYouServices} />
        </RenderOnView>
      ),
      websites: (
        <RenderOnView height={heights.websites}>
          <WebsiteServices />
        </RenderOnView>
      ),
      showcase: (
        <RenderOnView height={heights.showcase}>
          <DashboardShowcase />
        </RenderOnView>
      ),
      features: (
        <RenderOnView height={heights.features}>
          <FeaturesSection cards={featureCards} />
        </RenderOnView>
      ),
      pricing: (
        <RenderOnView height={heights.pricing}>
          <PricingSection selection={pricing} plans={plansByTab[pricing.plan]} comparison={comparison} faqs={faqs} />
        </RenderOnView>
      ),
      testimonials: (
        <RenderOnView height={heights.testimonials}>
          <Testimonials items={testimonials} />
        </RenderOnView>
      ),
      furniture: <ScrollFurniture />,
      closing: (
        <RenderOnView height={heights.closing}>
          <CtaBand
            id="home-closing"
            title={ctaBlock.title}
            text={ctaBlock.description}
            primary={ctaBlock.primaryCta}
            secondary={ctaBlock.secondaryCta}
          />
        </RenderOnView>
      ),
    },
    request,
  );
}
