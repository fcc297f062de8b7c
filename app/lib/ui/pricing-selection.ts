/**
 * Which pricing tab the server renders selected. The tabs are links (`/?plan=crm#pricing`), so
 * the choice lives in the query string and works without JavaScript; anything unknown falls back
 * to the defaults of docs/product.md §2 (DIY Platform; inside CRM Integration, Pricing Plan).
 */
import {
  crmInnerTabs,
  DEFAULT_CRM_INNER_TAB,
  DEFAULT_PRICING_TAB,
  pricingSection,
  pricingTabs,
} from "~/content/pricing";
import type { PricingTabId } from "~/content/types";

export type CrmInnerTabId = (typeof crmInnerTabs)[number]["id"];

export interface PricingSelection {
  plan: PricingTabId;
  crm: CrmInnerTabId;
}

export const PLAN_PARAM = "plan";
export const CRM_PARAM = "crm";

export function isPlan(value: string | null): value is PricingTabId {
  return pricingTabs.some((tab) => tab.id === value);
}

export function isCrmInnerTab(value: string | null): value is CrmInnerTabId {
  return crmInnerTabs.some((tab) => tab.id === value);
}

export function pricingSelection(params: URLSearchParams): PricingSelection {
  const plan = params.get(PLAN_PARAM);
  const crm = params.get(CRM_PARAM);
  return {
    plan: isPlan(plan) ? plan : DEFAULT_PRICING_TAB,
    crm: isCrmInnerTab(crm) ? crm : DEFAULT_CRM_INNER_TAB,
  };
}

/**
 * The link that selects a tab: the plan always, the CRM inner tab only when it is not the
 * default (so each state has one URL), and the pricing section's fragment.
 */
export function pricingHref(plan: PricingTabId, crm: CrmInnerTabId = DEFAULT_CRM_INNER_TAB): string {
  const params = new URLSearchParams({ [PLAN_PARAM]: plan });
  if (plan === "crm" && crm !== DEFAULT_CRM_INNER_TAB) params.set(CRM_PARAM, crm);
  return `/?${params.toString()}#${pricingSection.id}`;
}
