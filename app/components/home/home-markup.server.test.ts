import { describe, expect, it } from "vitest";
import { serverValue } from "~/lib/markup/remix-seam";
import { HOME_SECTION_HEIGHTS } from "~/content/home-layout";
import { publishedTestimonials as testimonials } from "~/lib/proof/testimonials.fixture";
import { publishedFigures, publishedLogos } from "~/lib/proof/records.fixture";
import { pricingSelection } from "~/lib/ui/pricing-selection";
import { homeMarkup } from "./home-markup.server";

const markup = homeMarkup(new Request("https://www.example.com/"), {
  pricing: pricingSelection(new URLSearchParams()),
  testimonials,
  clientLogos: publishedLogos,
  caseStudyFigures: publishedFigures,
  promo: "Spring offer",
});

describe("the home page's markup", () => {
  it("makes every section past the first screen wait to be drawn, at its own estimated height", () => {
    for (const [block, height] of Object.entries(HOME_SECTION_HEIGHTS)) {
      const html = serverValue(markup[block as keyof typeof markup]) ?? "";
      expect(html, block).toMatch(
        new RegExp(
          `^<div data-render-on-view="${block}" style="--render-small:${height.small}px;--render-large:${height.large}px"><section`,
        ),
      );
    }
  });

  it("draws the first screen, the banner and the furniture at once", () => {
    for (const block of ["hero", "promo", "furniture"] as const) {
      expect(serverValue(markup[block]), block).toBeTruthy();
      expect(serverValue(markup[block]), block).not.toContain("data-render-on-view");
    }
    expect(Object.keys(HOME_SECTION_HEIGHTS).sort()).toEqual(
      Object.keys(markup)
        .filter((block) => !["hero", "promo", "furniture"].includes(block))
        .sort(),
    );
  });
});

describe("the home page's proof (ADR 074)", () => {
  const draw = (list: typeof testimonials, tab = "diy") => {
    const query = new URLSearchParams({ tab });
    const blocks = homeMarkup(new Request(`https://www.example.com/?${query}&proof=${list.length}`), {
      pricing: pricingSelection(query),
      testimonials: list,
      clientLogos: [],
      caseStudyFigures: [],
      promo: null,
    });
    return Object.values(blocks)
      .map((block) => serverValue(block) ?? "")
      .join("");
  };

  it("with no published testimonial, shows no carousel, no plan quote and nothing that claims clients' words", () => {
    const html = draw([]);
    expect(html).not.toContain('id="testimonials"');
    expect(html).not.toContain("What Our Clients Say");
    expect(html).not.toContain("<blockquote");
    expect(html).not.toContain("Illustrative example");
  });

  it("with some, the carousel holds those not on a plan, and the plan's card its own quote", () => {
    const html = draw(testimonials);
    expect(html).toContain('id="testimonials"');
    expect(html).toContain("Dana Ruiz");
    expect(html).toContain("Rated 5 out of 5");
    expect(html).toContain("Illustrative example");
    expect(html.match(/<blockquote/g)).toHaveLength(3);
    expect(html).toContain("Lee Park, Office manager, Park Home Services");
  });
});

describe("the home page's logos and case study (ADR 078)", () => {
  const draw = (logos: typeof publishedLogos, figures: typeof publishedFigures) =>
    Object.values(
      homeMarkup(new Request(`https://www.example.com/?logos=${logos.length}&figures=${figures.length}`), {
        pricing: pricingSelection(new URLSearchParams()),
        testimonials: [],
        clientLogos: logos,
        caseStudyFigures: figures,
        promo: null,
      }),
    )
      .map((block) => serverValue(block) ?? "")
      .join("");

  it("with none published, draws no logo strip, no heading and no case study", () => {
    const html = draw([], []);
    expect(html).not.toContain("client-logos-heading");
    expect(html).not.toContain("Trusted by");
    expect(html).not.toContain("Real Results from Real Fixes");
    expect(html).not.toContain("Case study:");
    expect(html).not.toContain("/case-studies/veterinary-practice-tampa-growth");
    expect(html).not.toMatch(/275|32%|94%/);
    // The typical ranges (the specification's impact comparison) stay, under their own heading.
    expect(html).toContain("What Clients Typically See");
  });

  it("with some, the strip names each client and links to its site, and the case study names its client and figures", () => {
    const html = draw(publishedLogos, publishedFigures);
    expect(html).toContain("Trusted by Local Businesses");
    expect(html).toContain('<a href="https://ruiz.example" rel="noopener"');
    expect(html).toContain('alt="Ruiz Family Dental"');
    expect(html).toContain('src="https://cdn.example/bayshore.png" alt="Bayshore Pets"');
    expect(html).toContain("Real Results from Real Fixes");
    expect(html).toContain("Case study: Bayshore Animal Clinic");
    expect(html).toContain("+210%");
    expect(html).toContain("88%");
    expect(html).toContain('href="/case-studies/veterinary-practice-tampa-growth"');
    expect(html).not.toContain("Illustrative example");
  });
});
