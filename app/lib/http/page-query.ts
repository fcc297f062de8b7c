/**
 * The query parameters each edge-cached page reads, and the values it understands (ADR 019).
 * Every other parameter (utm_*, gclid, fbclid, msclkid, a random cache-buster) changes nothing on
 * the page, so the edge renders and keys the page without it: campaign links hit the cache and
 * random query strings cannot fill it. A value a page would ignore is dropped the same way. The
 * route-query test checks that every parameter a route reads is listed here.
 */
import { serviceFromQuery } from "~/lib/forms/contact-schema";
import { SENT_PARAM } from "~/lib/forms/lead-form";
import { ROI_FIELD_MAX_LENGTH, ROI_PATH } from "~/content/roi-calculator-copy";
import { crmInnerTabs, pricingTabs } from "~/content/pricing";
import { CRM_PARAM, isCrmInnerTab, isPlan, PLAN_PARAM } from "~/lib/ui/pricing-selection";

type Accepts = (value: string) => boolean;

const sentFlag: Accepts = (value) => value === "1";
/** A form field's value as typed, up to the length a field of that form takes. */
const typedField: Accepts = (value) => value.length <= ROI_FIELD_MAX_LENGTH;

export const PAGE_QUERY: Readonly<Record<string, Readonly<Record<string, Accepts>>>> = {
  "/": { [PLAN_PARAM]: isPlan, [CRM_PARAM]: isCrmInnerTab },
  "/contact": { service: (value) => serviceFromQuery(value) !== "", [SENT_PARAM]: sentFlag },
  "/book-demo": { [SENT_PARAM]: sentFlag },
  // The calculator's fields as typed, a wrong one too: the page answers it 400 with its message.
  [ROI_PATH]: { plan: typedField, value: typedField, close: typedField },
};

/**
 * The URL as the page sees it: only the parameters it reads, each once (the first, as
 * `URLSearchParams.get` reads it) and with a value it understands, sorted by name.
 */
export function normalisedPageUrl(url: URL): URL {
  const accepted = PAGE_QUERY[url.pathname] ?? {};
  const kept = Object.keys(accepted)
    .sort()
    .flatMap((name) => {
      const value = url.searchParams.get(name);
      return value !== null && accepted[name]!(value) ? [[name, value] as [string, string]] : [];
    });
  // Set, not parsed: a path such as "//" would read as a protocol-relative address.
  const normalised = new URL(url.origin);
  normalised.pathname = url.pathname;
  normalised.search = new URLSearchParams(kept).toString();
  return normalised;
}

/**
 * Every address the edge cache may keep the home page under: each pricing tab and CRM inner tab,
 * given or not (what a change the home page shows must drop, ADR 074).
 */
export function homePageAddresses(): string[] {
  const plans = [null, ...pricingTabs.map((tab) => tab.id)];
  const crm = [null, ...crmInnerTabs.map((tab) => tab.id)];
  return plans.flatMap((plan) =>
    crm.map((inner) => {
      const query = new URLSearchParams();
      if (inner) query.set(CRM_PARAM, inner);
      if (plan) query.set(PLAN_PARAM, plan);
      query.sort();
      return query.size ? `/?${query}` : "/";
    }),
  );
}
