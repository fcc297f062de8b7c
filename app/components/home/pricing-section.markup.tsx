import { Link } from "@remix-run/react";
import { hook, SERVER_MARKUP_HOOKS } from "~/lib/markup/data-hooks";
import { ComparisonTable } from "~/components/pricing/comparison-table.markup";
import { PlanGrid } from "~/components/pricing/plan-card.markup";
import { TabLinks, TabPanel } from "~/components/pricing/pricing-tabs.markup";
import { buttonClass } from "~/components/ui/button";
import { UiIcon } from "~/components/ui/ui-icon";
import { PageSection } from "~/components/ui/page-section.markup";
import type { ComparisonCategory, Faq, Plan } from "~/content/types";
import { crmInnerTabs, pricingLabels, pricingLinks, pricingSection, pricingTabs, tabSwitches } from "~/content/pricing";
import { pricingHref, type PricingSelection } from "~/lib/ui/pricing-selection";
import { FaqSection } from "./faq-section.markup";
import { TrialBlock } from "./trial-block.markup";
import { Glow } from "./visuals/glow.markup";

/**
 * Pricing: three tabs (and, inside CRM Integration, Pricing Plan / Feature Comparison) chosen by
 * the query string, then the trial block and the FAQ.
 */
export function PricingSection({
  selection,
  plans,
  comparison,
  faqs,
}: {
  selection: PricingSelection;
  plans: Plan[];
  /** The comparison table's categories, when the CRM tab's Feature Comparison is selected. */
  comparison: ComparisonCategory[];
  faqs: Faq[];
}) {
  const { plan, crm } = selection;
  const tabLabel = pricingTabs.find((tab) => tab.id === plan)?.label ?? "";
  return (
    <PageSection
      id="pricing"
      anchor={pricingSection.id}
      eyebrow={pricingSection.eyebrow}
      title={pricingSection.title}
      lead={pricingSection.description}
      align="center"
      className="relative isolate"
    >
      <Glow className="-top-16 left-1/2 h-[36rem] w-[64rem] -translate-x-1/2" />
      <TabLinks
        label={pricingLabels.tabsLabel}
        selected={plan}
        tabs={pricingTabs.map((tab) => ({ ...tab, href: pricingHref(tab.id) }))}
      />
      <TabPanel label={tabLabel}>
        {plan === "crm" ? (
          <div className="mb-8">
            <TabLinks
              label={pricingLabels.crmTabsLabel}
              selected={crm}
              size="small"
              tabs={crmInnerTabs.map((tab) => ({ ...tab, href: pricingHref("crm", tab.id) }))}
            />
          </div>
        ) : null}
        {comparison.length > 0 ? <ComparisonTable categories={comparison} /> : <PlanGrid plans={plans} />}
        <ul className="mt-6 flex flex-col items-center justify-center gap-x-8 sm:flex-row">
          {tabSwitches[plan].map((item) => (
            <li key={item.to}>
              <Link
                to={pricingHref(item.to)}
                preventScrollReset
                {...hook(SERVER_MARKUP_HOOKS.keepScroll)}
                className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-fg-muted underline-offset-4 hover:text-fg hover:underline"
              >
                {item.label}
                <UiIcon name="arrow-right" className="size-3.5" />
              </Link>
            </li>
          ))}
        </ul>
      </TabPanel>
      <div className="mt-6 flex flex-col items-center gap-3 border-t border-border pt-8 text-center sm:flex-row sm:justify-center">
        <p className="text-fg-muted">{pricingLabels.moreLinksIntro}</p>
        <ul className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
          {Object.values(pricingLinks).map((link) => (
            <li key={link.href}>
              <Link to={link.href} className={buttonClass({ variant: "ghost", block: true })}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
      <TrialBlock />
      <FaqSection faqs={faqs} />
    </PageSection>
  );
}
