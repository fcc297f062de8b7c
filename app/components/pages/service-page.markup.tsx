import { Card, IconTile } from "~/components/ui/card";
import { ContentIcon } from "~/components/ui/content-icon";
import { CtaBand } from "~/components/ui/cta-band.markup";
import { FaqList } from "~/components/ui/faq-list.markup";
import { PageSection } from "~/components/ui/page-section.markup";
import { ProductFigure } from "~/components/ui/product-image.markup";
import { ServiceVisual } from "~/components/visuals/service-visual.markup";
import { PortfolioGrid } from "~/components/visuals/site-mockups.markup";
import { closingBand } from "~/content/closing";
import { productShots, type ProductShotName } from "~/content/product-shots";
import { servicePageLabels as labels } from "~/content/page-labels";
import type { ServicePage, ServiceSlug } from "~/content/types";
import type { Crumb } from "~/lib/seo/breadcrumbs";
import { PageHero } from "./page-hero.markup";
import { ProcessSteps } from "./process-steps.markup";

const BENEFIT_COLUMNS: Record<number, string> = { 3: "lg:grid-cols-3", 4: "lg:grid-cols-4" };

/** The product picture (ADR 024, 051, 077) shown large on the pages that sell that part of the product. */
const PRODUCT_SHOT: Partial<Record<ServiceSlug, ProductShotName>> = {
  "technical-seo": "audit-report",
  "rank-tracking": "rank-tracker",
  "performance-analysis": "mock-dashboard",
};

/** One service (/services/:slug): what it is, what it costs, what you get and how it runs. */
export function ServicePageView({ page, breadcrumbs }: { page: ServicePage; breadcrumbs: Crumb[] }) {
  const closing = closingBand(page.closing, page.cta);
  // Bands alternate between the page's surface and the sunken one, whichever sections the page has.
  const sections = [
    (band: boolean) => (
      <PageSection key="benefits" id="benefits" title={labels.benefits} band={band}>
        <ul className={`grid gap-5 sm:grid-cols-2 ${BENEFIT_COLUMNS[page.benefits.length] ?? "lg:grid-cols-3"}`}>
          {page.benefits.map((benefit) => (
            <Card key={benefit.title} as="li" className="flex gap-4 max-sm:p-5 sm:block">
              <IconTile>
                <ContentIcon name={benefit.icon} />
              </IconTile>
              <div>
                <h3 className="font-semibold text-fg sm:mt-4">{benefit.title}</h3>
                <p className="mt-1.5 text-fg-muted">{benefit.description}</p>
              </div>
            </Card>
          ))}
        </ul>
      </PageSection>
    ),
    PRODUCT_SHOT[page.slug]
      ? (band: boolean) => {
          const shot = productShots[PRODUCT_SHOT[page.slug]!];
          return (
            <PageSection key="product" id="product" title={labels.product} lead={labels.productLead} band={band} split>
              <ProductFigure shot={shot} sizes={`(min-width: 1024px) ${shot.width}px, calc(100vw - 2.5rem)`} />
            </PageSection>
          );
        }
      : null,
    page.sections
      ? (band: boolean) => (
          <PageSection key="sections" id="sections" title={labels.sections} lead={labels.sectionsLead} band={band}>
            <PortfolioGrid sections={page.sections ?? []} />
          </PageSection>
        )
      : null,
    (band: boolean) => (
      <PageSection key="deliverables" id="deliverables" title={labels.deliverables} band={band} split>
        <ul className="grid gap-x-8 gap-y-4 sm:grid-cols-2">
          {page.deliverables.map((item) => (
            <li key={item} className="flex gap-3 border-t border-border pt-4 text-fg">
              <ContentIcon name="check-circle" className="mt-0.5 size-5 text-success" />
              {item}
            </li>
          ))}
        </ul>
      </PageSection>
    ),
    (band: boolean) => (
      <PageSection key="process" id="process" title={labels.process} band={band}>
        <ProcessSteps steps={page.process} />
      </PageSection>
    ),
    (band: boolean) => (
      <PageSection key="faqs" id="faqs" title={labels.faqs} band={band} split>
        <FaqList faqs={page.faqs} group={`${page.slug}-faq`} />
      </PageSection>
    ),
  ].filter((section) => section !== null);
  return (
    <main id="main">
      <PageHero
        h1={page.h1}
        intro={page.intro}
        breadcrumbs={breadcrumbs}
        visual={<ServiceVisual slug={page.slug} />}
        actions={{ primary: closing.primary, secondary: closing.secondary }}
      >
        <p className="mt-6 flex w-fit max-w-full items-start gap-3 rounded-lg border border-border bg-surface-raised px-4 py-3 text-sm shadow-sm">
          <span className="rounded-md bg-accent-soft px-2 py-0.5 text-xs font-semibold text-accent">
            {labels.price}
          </span>
          <span className="font-medium text-fg">{page.price}</span>
        </p>
      </PageHero>
      {sections.map((section, index) => section(index % 2 === 1))}
      <CtaBand {...closing} />
    </main>
  );
}
