import { describe, expect, it } from "vitest";
import { serverValue } from "~/lib/markup/remix-seam";
import { isCtaLabel } from "~/content/cta-labels";
import { publishedTestimonials as testimonials } from "~/lib/proof/testimonials.fixture";
import { publishedFigures, publishedLogos } from "~/lib/proof/records.fixture";
import { pricingSelection } from "~/lib/ui/pricing-selection";
import { homeMarkup } from "./home-markup.server";

/** A button or button-like link (the `btn` utility of app/components/ui/button.tsx) and what it says. */
const BUTTON = /<(a|button)\b([^>]*\bclass="(?:[^"]* )?btn(?: [^"]*)?"[^>]*)>([\s\S]*?)<\/\1>/g;

/** The labels a visitor reads: the text of each button, less what only screen readers hear. */
function buttonLabels(html: string): string[] {
  return [...html.matchAll(BUTTON)].map(([, , , inner = ""]) =>
    inner
      .replace(/<span class="sr-only">[\s\S]*?<\/span>/g, "")
      .replace(/<[^>]+>/g, " ")
      .replace(/&amp;/g, "&")
      .replace(/\s+/g, " ")
      .trim(),
  );
}

describe("the home page's calls to action", () => {
  const rendered = ["diy", "dfy", "crm"].map((tab) => {
    const query = new URLSearchParams({ tab });
    const markup = homeMarkup(new Request(`https://www.example.com/?${query}`), {
      pricing: pricingSelection(query),
      testimonials,
      clientLogos: publishedLogos,
      caseStudyFigures: publishedFigures,
      promo: "Spring offer",
    });
    return Object.values(markup)
      .map((block) => serverValue(block) ?? "")
      .join("");
  });
  const labels = [...new Set(rendered.flatMap(buttonLabels))];

  it("finds the buttons it reads", () => {
    expect(labels.length).toBeGreaterThan(10);
    expect(buttonLabels('<a class="btn x" href="/">Go <span class="sr-only">: Plan</span></a>')).toEqual(["Go"]);
  });

  it.each(labels)("'%s' is a label of the vocabulary (app/content/cta-labels.ts)", (label) => {
    expect(isCtaLabel(label)).toBe(true);
  });

  it("would refuse a label outside the vocabulary", () => {
    const stray = buttonLabels('<a class="btn h-11" href="/contact">Get In Touch Today</a>');
    expect(stray.filter((label) => !isCtaLabel(label))).toEqual(["Get In Touch Today"]);
  });
});
