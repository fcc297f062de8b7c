import { describe, expect, it } from "vitest";
import { crmSetupGuide } from "~/content/setup-guide";
import { howToJsonLd } from "./how-to";

describe("howToJsonLd", () => {
  it("lists the setup guide's steps in order", () => {
    const howTo = howToJsonLd(crmSetupGuide) as Record<string, any>;
    expect(howTo).toMatchObject({
      "@context": "https://schema.org",
      "@type": "HowTo",
      name: "Activate SEO in Your CRM",
    });
    expect(howTo.step).toHaveLength(crmSetupGuide.steps.length);
    expect(howTo.step[0]).toEqual({
      "@type": "HowToStep",
      position: 1,
      name: crmSetupGuide.steps[0]!.title,
      text: crmSetupGuide.steps[0]!.description,
    });
  });
});
