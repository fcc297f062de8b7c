import { Link } from "@remix-run/react";
import { ComparisonTable } from "~/components/pricing/comparison-table";
import { PlanCard, planGridClass } from "~/components/pricing/plan-card";
import { TabLinks, TabPanel } from "~/components/pricing/pricing-tabs";
import {
  crmInnerTabs,
  plansByTab,
  pricingLabels,
  pricingLinks,
  pricingSection,
  pricingTabs,
  tabSwitches,
} from "~/content/pricing";
import { pricingHref, type PricingSelection } from "~/lib/ui/pricing-selection";
import { CtaBlock } from "./cta-block";
import { FaqSection } from "./faq-section";
import { CONTAINER_CLASS, SECTION_CLASS, SectionHeader } from "./section-header";
import { TrialBlock } from "./trial-block";

/**
 * Pricing: three tabs (and, inside CRM Integration, Pricing Plan / Feature Comparison) chosen by
 * the query string, then the trial block, the FAQ and the closing call to action.
 */
export function PricingSection({ selection }: { selection: PricingSelection }) {
  const { plan, crm } = selection;
  const tabLabel = pricingTabs.find((tab) => tab.id === plan)?.label ?? "";
  const showComparison = plan === "crm" && crm === "features";
  const plans = plansByTab[plan];
  return (
    <section id={pricingSection.id} aria-labelledby="pricing-title" className={SECTION_CLASS}>
      <div className={CONTAINER_CLASS}>
        <SectionHeader id="pricing-title" title={pricingSection.title} description={pricingSection.description} />
        <div className="mt-10 flex justify-center">
          <TabLinks
            label={pricingLabels.tabsLabel}
            selected={plan}
            tabs={pricingTabs.map((tab) => ({ ...tab, href: pricingHref(tab.id) }))}
          />
        </div>
        <TabPanel label={tabLabel}>
          {plan === "crm" ? (
            <div className="mb-8 flex justify-center">
              <TabLinks
                label={pricingLabels.crmTabsLabel}
                selected={crm}
                size="small"
                tabs={crmInnerTabs.map((tab) => ({ ...tab, href: pricingHref("crm", tab.id) }))}
              />
            </div>
          ) : null}
          {showComparison ? (
            <ComparisonTable />
          ) : (
            <ul className={planGridClass(plans.length)}>
              {plans.map((p) => (
                <PlanCard key={p.id} plan={p} />
              ))}
            </ul>
          )}
          <ul className="mt-8 flex flex-col items-center justify-center gap-3 text-sm sm:flex-row sm:gap-8">
            {tabSwitches[plan].map((item) => (
              <li key={item.to}>
                <Link
                  to={pricingHref(item.to)}
                  preventScrollReset
                  className="font-medium text-brand-200 underline underline-offset-4 hover:text-white"
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </TabPanel>
        <p className="mt-10 text-center text-slate-300">
          {pricingLabels.moreLinksIntro}{" "}
          {Object.values(pricingLinks).map((link, index) => (
            <span key={link.href}>
              {index > 0 ? " · " : null}
              <Link
                to={link.href}
                className="font-semibold text-white underline underline-offset-4 hover:text-brand-200"
              >
                {link.label}
              </Link>
            </span>
          ))}
        </p>
        <TrialBlock />
        <FaqSection />
        <CtaBlock />
      </div>
    </section>
  );
}
