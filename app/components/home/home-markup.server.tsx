import { CtaBand } from "~/components/ui/cta-band";
import { comparisonCategories } from "~/content/comparison";
import { doneForYouServices } from "~/content/dfy-services";
import { faqs } from "~/content/faq";
import { featureCards } from "~/content/feature-cards";
import { ctaBlock } from "~/content/home";
import { plansByTab } from "~/content/pricing";
import { auditReveals, impactComparison, keyAuditMetrics } from "~/content/results";
import { solutionCards } from "~/content/solution-cards";
import { renderMarkupBlocks } from "~/lib/markup/render.server";
import { crmVideo } from "~/lib/site/page-records.server";
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
import { WebsiteServices } from "./website-services";

/**
 * The home page's static sections as HTML (docs/decisions/033): everything but the testimonials'
 * carousel and the scroll furniture, which the browser renders (the hero's motion and the audit
 * form's checks are delegated, app/lib/ui/hero.ts and audit-forms.ts). The pricing section follows
 * the query's tab; the comparison table only when it is shown.
 */
export function homeMarkup(request: Request, pricing: PricingSelection) {
  const comparison = pricing.plan === "crm" && pricing.crm === "features" ? comparisonCategories : [];
  return renderMarkupBlocks(
    {
      hero: <Hero />,
      solutions: <ExploreSolutions cards={solutionCards} />,
      crm: <CrmBanner video={crmVideo} />,
      audit: (
        <AuditSection
          report={<AuditSectionReport metrics={keyAuditMetrics} />}
          details={<AuditSectionDetails reveals={auditReveals} impact={impactComparison} />}
        />
      ),
      doneForYou: <DoneForYou services={doneForYouServices} />,
      websites: <WebsiteServices />,
      showcase: <DashboardShowcase />,
      features: <FeaturesSection cards={featureCards} />,
      pricing: (
        <PricingSection selection={pricing} plans={plansByTab[pricing.plan]} comparison={comparison} faqs={faqs} />
      ),
      closing: (
        <CtaBand
          id="home-closing"
          title={ctaBlock.title}
          text={ctaBlock.description}
          primary={ctaBlock.primaryCta}
          secondary={ctaBlock.secondaryCta}
        />
      ),
    },
    request,
  );
}
