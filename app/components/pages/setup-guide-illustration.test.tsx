import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { crmSetupGuide } from "~/content/setup-guide";
import { hasSetupGuideIllustration, SetupGuideIllustration } from "./setup-guide-illustration";

const render = (name?: string) => renderToStaticMarkup(<SetupGuideIllustration name={name} />);

describe("the setup guide's step drawings", () => {
  it("exist for every step, one drawing each", () => {
    for (const step of crmSetupGuide.steps) expect(hasSetupGuideIllustration(step.image), step.title).toBe(true);
    expect(new Set(crmSetupGuide.steps.map((step) => step.image)).size).toBe(crmSetupGuide.steps.length);
  });

  it("draw in the theme's colours only: token classes, no fixed colour", () => {
    for (const step of crmSetupGuide.steps) {
      const html = render(step.image);
      expect(html).toContain(`data-step-illustration="${step.image}"`);
      expect(html).not.toMatch(/(fill|stroke|color)="(?!none|currentColor)[^"]*"/);
      expect(html).not.toMatch(/#[0-9a-f]{3,6}\b/i);
      expect(html).toMatch(/class="[^"]*fill-accent-solid/);
    }
  });

  it("are decorative, as the step's words say it all", () => {
    expect(render("sign-in")).toMatch(/^<svg[^>]*aria-hidden="true"/);
  });

  it("give way to the placeholder for a step without one or naming none", () => {
    for (const name of [undefined, "no-such-drawing", "constructor"]) {
      const html = render(name);
      expect(html).toContain("data-step-placeholder");
      expect(html).not.toContain("data-step-illustration");
    }
  });
});
