import { describe, expect, it } from "vitest";
import { ROI_PATH, roiCopy } from "~/content/roi-calculator-copy";
import { normalisedPageUrl } from "~/lib/http/page-query";
import { roiPlans } from "~/content/roi-calculator";
import { PRICES } from "~/content/prices";
import { formatFigure, parseAmount, readRoi, roiFigures } from "./roi";

const prices = new Map(roiPlans.map((plan) => [plan.id, plan.price]));

describe("roiFigures", () => {
  it("weighs a plan's cost against one lead's value, in whole leads and customers", () => {
    // $249 against a $1,500 customer closed 20% of the time: a lead is worth $300.
    expect(roiFigures({ price: 249, value: 1500, close: 20 })).toEqual({
      monthlyCost: 249,
      leadValue: 300,
      leadsToBreakEven: 1,
      customersToBreakEven: 1,
      leadsForTripleReturn: 3,
    });
    // $997 against a $400 customer closed 12.5%: a lead is worth $50, so 20 leads pay for it.
    expect(roiFigures({ price: 997, value: 400, close: 12.5 })).toMatchObject({
      leadValue: 50,
      leadsToBreakEven: 20,
      customersToBreakEven: 3,
      leadsForTripleReturn: 60,
    });
  });

  it("counts an exact fit as itself, not one more (float error)", () => {
    // 0.1 × 3 is 0.30000000000000004 in binary: 99 / 33 must stay 3 leads.
    expect(roiFigures({ price: 99, value: 330, close: 10 }).leadsToBreakEven).toBe(3);
  });
});

describe("readRoi", () => {
  it("reads typed amounts as people write them", () => {
    expect(parseAmount("$1,500.50")).toBe(1500.5);
    expect(parseAmount(" 20% ")).toBe(20);
    expect(parseAmount("1 500")).toBe(1500);
    for (const wrong of ["", "abc", "-5", "1e6", "0x10", "1.2.3", "9".repeat(20)])
      expect(parseAmount(wrong)).toBeNull();
  });

  it("says which field is wrong, in the form's words, and gives no figures then", () => {
    expect(readRoi({ plan: "nope", value: "0", close: "101" }, prices)).toEqual({
      errors: { plan: roiCopy.errors.plan, value: roiCopy.errors.value, close: roiCopy.errors.close },
      figures: null,
    });
    expect(readRoi({ plan: "starter", value: "10000001", close: "0.05" }, prices).errors).toEqual({
      value: roiCopy.errors.value,
      close: roiCopy.errors.close,
    });
    expect(readRoi({ plan: "starter", value: "1", close: "100" }, prices).figures?.leadsToBreakEven).toBe(99);
  });

  it("weighs the pricing content's own prices, every monthly plan, none typed twice", () => {
    expect(prices.get("starter")).toBe(PRICES.diyStarter);
    expect(prices.get("professional")).toBe(PRICES.diyProfessional);
    expect(prices.get("local-seo-professional")).toBe(PRICES.localSeoProfessional);
    expect(roiPlans.every((plan) => Number.isFinite(plan.price) && plan.price > 0)).toBe(true);
    expect(new Set(roiPlans.map((plan) => plan.id)).size).toBe(roiPlans.length);
    // Every plan's id passes the edge's query rules (page-query.ts), or its figures could not be linked.
    for (const plan of roiPlans) {
      const url = normalisedPageUrl(new URL(`https://x${ROI_PATH}?plan=${plan.id}&value=1&close=1`));
      expect(url.searchParams.get("plan"), plan.id).toBe(plan.id);
    }
  });

  it("writes money in dollars and counts with separators", () => {
    const figures = roiFigures({ price: 997, value: 333, close: 1 });
    expect(formatFigure("leadValue", figures)).toBe("$3.33");
    expect(formatFigure("monthlyCost", figures)).toBe("$997");
    expect(formatFigure("leadsForTripleReturn", figures)).toBe("899");
    expect(formatFigure("leadsToBreakEven", roiFigures({ price: 997, value: 1, close: 0.1 }))).toBe("997,000");
  });
});
