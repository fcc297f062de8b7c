import { describe, expect, it } from "vitest";
import { defaultClosing } from "./closing";
import { CTA } from "./ctas";
import { CTA_LABELS, isCtaLabel } from "./cta-labels";
import { hero } from "./hero";
import { floatingButtonActions, promoBanner } from "./home";
import { plansByTab } from "./pricing";
import { auditSection, consultationPromo } from "./results";

/** Every call to action the content gives the public pages, with where it comes from. */
const given: Array<[string, string]> = [
  ...Object.entries(CTA).map(([name, cta]): [string, string] => [
    `CTA.${name}`,
    typeof cta === "function" ? cta("enterprise").label : cta.label,
  ]),
  ["hero.primaryCta", hero.primaryCta.label],
  ["hero.secondaryCta", hero.secondaryCta.label],
  ...Object.entries(floatingButtonActions).map(([name, action]): [string, string] => [
    `floating ${name}`,
    action.label,
  ]),
  ["promoBanner.cta", promoBanner.cta.label],
  ["closing primary", defaultClosing.primary.label],
  ["closing secondary", defaultClosing.secondary?.label ?? ""],
  ["audit form submit", auditSection.submitLabel],
  ["consultation promo", consultationPromo.cta.label],
  ...Object.entries(plansByTab).flatMap(([tab, plans]) =>
    plans.map((plan): [string, string] => [`${tab} plan ${plan.name}`, plan.cta.label]),
  ),
];

describe("the call-to-action vocabulary", () => {
  it.each(given)("%s says a label of the vocabulary (%s)", (_, label) => {
    expect(isCtaLabel(label), `"${label}" is not in app/content/cta-labels.ts`).toBe(true);
  });

  it("rejects a label outside it", () => {
    expect(isCtaLabel("Get Started Today")).toBe(false);
    expect(isCtaLabel("start free audit")).toBe(false);
    expect(isCtaLabel("Contact Us")).toBe(true);
  });

  it("lists each label once, and only labels something says", () => {
    expect(new Set(CTA_LABELS).size).toBe(CTA_LABELS.length);
    const said = new Set(given.map(([, label]) => label));
    expect(CTA_LABELS.filter((label) => !said.has(label))).toEqual([]);
  });
});
