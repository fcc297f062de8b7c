import { describe, expect, it } from "vitest";
import { CTA } from "./ctas";
import { plansByTab } from "./pricing";

describe("call-to-action vocabulary", () => {
  it("keeps the specification's labels on the specification's pages", () => {
    const pairs: Array<[{ label: string; href: string }, string, string]> = [
      [CTA.bookDemoForPricing, "Book Demo for Pricing", "/book-demo"],
      [CTA.bookConsultation, "Book Consultation", "/book-demo"],
      [CTA.getCustomQuote("done-for-you"), "Get Custom Quote", "/contact?service=done-for-you"],
      [CTA.bookEnterpriseConsultation, "Book Enterprise Consultation", "/contact?service=enterprise"],
      [CTA.contactUs, "Contact Us", "/contact"],
      [CTA.getExpertConsultation, "Get Expert Consultation", "/contact"],
      [CTA.startFreeTrial, "Start Free Trial", "/national-seo-audit"],
      [CTA.getStarted, "Get Started", "/crm-seo"],
      [CTA.learnMoreCrm, "Learn more about CRM integration", "/crm-seo"],
      [CTA.exploreDiyTools, "Explore DIY Tools", "/services/technical-seo"],
      [CTA.activateInCrm, "Activate in CRM", "/crm-seo"],
    ];
    for (const [cta, label, href] of pairs) expect(cta).toEqual({ label, href });
    expect(CTA.contactSales.label).toBe("Contact Sales");
  });

  it("never asks for a demo 'for pricing' on a card that shows its price", () => {
    for (const plan of Object.values(plansByTab).flat()) {
      if (typeof plan.price === "number") expect(plan.cta.label, plan.name).not.toMatch(/for pricing/i);
    }
  });

  it("gives the Done-For-You tab one action for priced offers and one for the custom one", () => {
    const labels = plansByTab.dfy.map((plan) => [plan.isCustom, plan.cta.label]);
    expect(new Set(labels.filter(([custom]) => !custom).map(([, label]) => label))).toEqual(
      new Set(["Get Custom Quote"]),
    );
    expect(labels.filter(([custom]) => custom).map(([, label]) => label)).toEqual(["Book Enterprise Consultation"]);
  });
});
