import { describe, expect, it } from "vitest";
import { comparisonCategories } from "./comparison";
import { DEFAULT_PRICING_TAB, diyPlan, plansByTab, pricingTabs, trialBlock } from "./pricing";
import { PRICES, TRIAL_DAYS, usd } from "./prices";
import type { Plan } from "./types";

const byName = (plans: Plan[], name: string): Plan => {
  const plan = plans.find((p) => p.name === name);
  if (!plan) throw new Error(`no plan ${name}`);
  return plan;
};

describe("pricing tabs", () => {
  it("has DIY Platform (default), CRM Integration and Done-For-You", () => {
    expect(pricingTabs).toEqual([
      { id: "diy", label: "DIY Platform" },
      { id: "crm", label: "CRM Integration" },
      { id: "dfy", label: "Done-For-You" },
    ]);
    expect(DEFAULT_PRICING_TAB).toBe("diy");
  });
});

describe("DIY plans", () => {
  it("prices Starter $99, Professional $249 (most popular), Enterprise $399", () => {
    expect(plansByTab.diy.map((p) => [p.name, p.price, p.popular])).toEqual([
      ["Starter", 99, false],
      ["Professional", 249, true],
      ["Enterprise", 399, false],
    ]);
  });

  it("lists the spec's feature counts", () => {
    expect(diyPlan("starter").features).toEqual(
      expect.arrayContaining(["1 site activation", "5 GSC projects", "3 automated GBPs", "2 seats"]),
    );
    expect(diyPlan("professional").features).toEqual(
      expect.arrayContaining(["2 sites", "15 GSC projects", "10 GBPs", "5 seats"]),
    );
    expect(diyPlan("enterprise").features).toEqual(
      expect.arrayContaining([
        "4 sites",
        "Unlimited GSC projects",
        "25 GBPs",
        "Unlimited seats",
        "Unlimited crawls up to 1M pages",
        "Whitelabeling",
      ]),
    );
  });

  it("gives Starter and Professional Start Free Trial and Enterprise Contact Sales", () => {
    expect(diyPlan("starter").cta.label).toBe("Start Free Trial");
    expect(diyPlan("professional").cta.label).toBe("Start Free Trial");
    expect(diyPlan("enterprise").cta.label).toBe("Contact Sales");
  });

  it("agrees with the comparison table's site and project counts", () => {
    const sites = comparisonCategories.flatMap((c) => c.features).find((f) => f.name === "Sites");
    expect(sites?.values).toMatchObject({ starter: "1", professional: "2", enterprise: "4" });
  });
});

describe("CRM plans", () => {
  it("offers CRM + SEO from $149 with Activate in CRM", () => {
    const crm = byName(plansByTab.crm, "CRM + SEO Integration");
    expect(crm).toMatchObject({ price: 149, isStartingAt: true, isCustom: false });
    expect(crm.cta.label).toBe("Activate in CRM");
    expect(crm.description).toContain("$100 less");
  });

  it("prices each of the four industry CRMs at $149", () => {
    for (const name of ["Veterinary CRM", "Real Estate CRM", "Labor Union CRM", "Community Organization CRM"]) {
      expect(byName(plansByTab.crm, name).price).toBe(149);
    }
  });
});

describe("Done-For-You plans", () => {
  const dfy = plansByTab.dfy;

  it("prices the offers as docs/product.md §9 reads (ADR 004)", () => {
    expect(byName(dfy, "Local SEO Professional")).toMatchObject({ price: 497, isStartingAt: true });
    expect(byName(dfy, "Website + Local SEO")).toMatchObject({ price: 997, isStartingAt: true, popular: true });
    expect(byName(dfy, "Website + Local SEO").features.join(" ")).toContain("$297");
    expect(byName(dfy, "Done-For-You")).toMatchObject({ price: 997 });
    expect(byName(dfy, "Enterprise Marketing")).toMatchObject({ price: "Custom", isCustom: true });
    expect(byName(dfy, "Technical SEO")).toMatchObject({ price: 249, isStartingAt: true });
    expect(byName(dfy, "Website Development")).toMatchObject({ price: 2999, isStartingAt: true, billing: "one-time" });
  });

  it("uses neither the $999 nor the $497 reading for Done-For-You", () => {
    expect(JSON.stringify(plansByTab)).not.toMatch(/\$999\b/);
    expect(dfy.filter((p) => p.price === 999)).toEqual([]);
    expect(byName(dfy, "Done-For-You").price).toBe(PRICES.doneForYou);
  });
});

describe("every plan", () => {
  const all = Object.values(plansByTab).flat();

  it("has the docs/product.md §3 shape", () => {
    for (const plan of all) {
      expect(plan.name).not.toBe("");
      expect(plan.description).not.toBe("");
      expect(plan.features.length).toBeGreaterThan(0);
      expect(plan.cta.label).not.toBe("");
      expect(plan.isCustom).toBe(plan.price === "Custom");
    }
  });

  it("carries no client's words: a plan's quote comes from the published testimonials (ADR 074)", () => {
    expect(all.filter((plan) => plan.testimonial).map((plan) => plan.id)).toEqual([]);
  });

  it("has one popular plan per tab", () => {
    for (const plans of Object.values(plansByTab)) expect(plans.filter((p) => p.popular)).toHaveLength(1);
  });

  it("uses unique ids", () => {
    expect(new Set(all.map((p) => p.id)).size).toBe(all.length);
  });
});

describe("trial block", () => {
  it("is a 30-day trial starting at the national audit", () => {
    expect(TRIAL_DAYS).toBe(30);
    expect(trialBlock.badge).toBe("30-Day Free Trial");
    expect(trialBlock.cta).toEqual({ label: "Start Free Trial", href: "/national-seo-audit" });
  });
});

describe("prices", () => {
  it("formats US dollars", () => {
    expect(usd(PRICES.websiteDevelopment)).toBe("$2,999");
    expect(usd(PRICES.crmSeo)).toBe("$149");
  });
});
