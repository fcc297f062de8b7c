import { CtaBand } from "~/components/ui/cta-band.markup";
import { comparisonCategories } from "~/content/comparison";
import { doneForYouServices } from "~/content/dfy-services";
import { faqs } from "~/content/faq";
import { featureCards } from "~/content/feature-cards";
import { ctaBlock } from "~/content/home";
import { HOME_SECTION_HEIGHTS, type HomeSectionHeight } from "~/content/home-layout";
import { plansByTab } from "~/content/pricing";
import { auditReveals, impactComparison, keyAuditMetrics } from "~/content/results";
import { solutionCards } from "~/content/solution-cards";
import { keptMarkup, keptPageUrl } from "~/lib/markup/kept.server";
import { renderMarkupBlocks } from "~/lib/markup/render.server";
import { crmVideo } from "~/lib/site/page-records.server";
import type { ReactElement } from "react";
import { carouselTestimonials, testimonialsKey, withPlanQuotes, type Testimonial } from "~/lib/proof/testimonials";
import { caseStudies, caseStudyPath } from "~/content/case-studies";
import { caseStudyProof, type CaseStudyFigure } from "~/lib/proof/case-study-figures";
import type { ClientLogo } from "~/lib/proof/client-logos";
import type { HomeCaseStudy } from "./audit-results.markup";
import { ClientLogos } from "./client-logos.markup";
import type { PricingSelection } from "~/lib/ui/pricing-selection";
import { AuditSection } from "./audit-section.markup";
import { AuditSectionDetails, AuditSectionReport } from "./audit-section-parts.markup";
import { CrmBanner } from "./crm-banner.markup";
import { DashboardShowcase } from "./dashboard-showcase.markup";
import { DoneForYou } from "./done-for-you.markup";
import { ExploreSolutions } from "./explore-solutions.markup";
import { FeaturesSection } from "./features-section.markup";
import { Hero } from "./hero.markup";
import { PricingSection } from "./pricing-section.markup";
import { PromoBanner } from "./promo-banner.markup";
import { RenderOnView } from "./render-on-view.markup";
import { ScrollFurniture } from "./scroll-furniture.markup";
import { Testimonials } from "./testimonials.markup";
import { WebsiteServices } from "./website-services.markup";

interface HomeMarkupInput {
  pricing: PricingSelection;
  /** The published testimonials (ADR 074): the carousel's, and the plans' quotes. */
  testimonials: Testimonial[];
  /** The published client logos and case study figures (ADR 078). */
  clientLogos: ClientLogo[];
  caseStudyFigures: CaseStudyFigure[];
  /** The promo banner's text from the site settings, or null while it is switched off. */
  promo: string | null;
}

/**
 * The whole home page as HTML (docs/decisions/033, 037): the browser renders none of it, its
 * motion and controls are delegated (app/components/home/hero.behaviour.ts at once, home-page.behaviour.ts on first use).
 * The pricing section follows the query's tab; the comparison table only when it is shown.
 */
export function homeMarkup(
  request: Request,
  { pricing, testimonials, clientLogos, caseStudyFigures, promo }: HomeMarkupInput,
) {
  const caseStudy = homeCaseStudy(caseStudyFigures);
  const comparison = pricing.plan === "crm" && pricing.crm === "features" ? comparisonCategories : [];
  const carousel = carouselTestimonials(testimonials);
  const blocks = {
    promo: promo === null ? undefined : <PromoBanner text={promo} />,
    // The client logos close the first screen's block: no strip, and no heading, over none.
    hero: (
      <>
        <Hero />
        {clientLogos.length ? <ClientLogos logos={clientLogos} /> : null}
      </>
    ),
    solutions: <ExploreSolutions cards={solutionCards} />,
    crm: <CrmBanner video={crmVideo} />,
    audit: homeAuditSection(caseStudy),
    doneForYou: <DoneForYou services={doneForYouServices} />,
    websites: <WebsiteServices />,
    showcase: <DashboardShowcase />,
    features: <FeaturesSection cards={featureCards} />,
    pricing: (
      <PricingSection
        selection={pricing}
        plans={withPlanQuotes(plansByTab[pricing.plan], testimonials)}
        comparison={comparison}
        faqs={faqs}
      />
    ),
    // No section that claims clients' words over none.
    testimonials: carousel.length ? <Testimonials items={carousel} /> : undefined,
    furniture: <ScrollFurniture />,
    closing: (
      <CtaBand
        id="home-closing"
        title={ctaBlock.title}
        text={ctaBlock.description}
        primary={ctaBlock.primaryCta}
        secondary={ctaBlock.secondaryCta}
      />
    ),
  };
  // A function of the URL (the pricing tab), the promo's text and the published proof: kept per
  // isolate (kept.server.ts).
  const url = keptPageUrl(request);
  const proof = JSON.stringify([testimonialsKey(testimonials), clientLogos, caseStudy]);
  return keptMarkup(`${url.href}\n${promo ?? ""}\n${proof}`, () =>
    renderMarkupBlocks(drawnOnView(blocks), new Request(url)),
  );
}

/** The first case study with published figures, which the results block shows (ADR 078); or none. */
export function homeCaseStudy(figures: CaseStudyFigure[]): HomeCaseStudy | null {
  for (const study of caseStudies) {
    const proof = caseStudyProof(figures, study.slug);
    if (proof) return { path: caseStudyPath(study), proof };
  }
  return null;
}

/** The home page's audit section (docs/product.md §2.5), also drawn alone when its form comes back refused. */
export function homeAuditSection(caseStudy: HomeCaseStudy | null) {
  return (
    <AuditSection
      report={<AuditSectionReport />}
      details={
        <AuditSectionDetails
          reveals={auditReveals}
          metrics={keyAuditMetrics}
          impact={impactComparison}
          caseStudy={caseStudy}
        />
      }
    />
  );
}

/** Each block with an estimated height (every section past the hero) waits to be drawn (ADR 039). */
function drawnOnView<K extends string>(blocks: Record<K, ReactElement | undefined>) {
  const heights: Partial<Record<string, HomeSectionHeight>> = HOME_SECTION_HEIGHTS;
  const out = { ...blocks };
  for (const key of Object.keys(blocks) as K[]) {
    const height = heights[key];
    const block = blocks[key];
    if (height && block)
      out[key] = (
        <RenderOnView block={key} height={height}>
          {block}
        </RenderOnView>
      );
  }
  return out;
}
