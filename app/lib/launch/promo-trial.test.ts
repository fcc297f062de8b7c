import { describe, expect, it } from "vitest";
import { promoTrialProblems, type TrialOffer } from "./promo-trial";

const offer: TrialOffer = {
  days: 30,
  plans: [
    { name: "Starter", trial: true },
    { name: "Professional", trial: true },
    { name: "Enterprise", trial: false },
  ],
};

describe("promoTrialProblems", () => {
  it("finds the first seeded banner's promise of a trial on every DIY plan", () => {
    expect(
      promoTrialProblems("30-Day Free Trial on every DIY plan. Free SEO audit, no login required.", offer),
    ).toEqual(["It promises a trial on every plan, but Enterprise has none."]);
  });

  it("accepts the banner the pricing agrees with, and one that offers no trial", () => {
    const current = "30-Day Free Trial on the Starter and Professional plans. Free SEO audit, no login required.";
    expect(promoTrialProblems(current, offer)).toEqual([]);
    expect(promoTrialProblems("Free SEO audit, no login required. All plans month-to-month.", offer)).toEqual([]);
  });

  it("finds a trial length the plans do not give and a named plan without a trial", () => {
    expect(promoTrialProblems("Try Enterprise free: 14 day trial!", offer)).toEqual([
      "It offers a 14-day trial; the plans give 30 days.",
      "It names Enterprise, which has no free trial.",
    ]);
  });

  it("lists several plans without a trial in words", () => {
    const two: TrialOffer = { days: 30, plans: [...offer.plans, { name: "Agency", trial: false }] };
    expect(promoTrialProblems("A free trial on all plans", two)).toEqual([
      "It promises a trial on every plan, but Enterprise and Agency have none.",
    ]);
  });
});
