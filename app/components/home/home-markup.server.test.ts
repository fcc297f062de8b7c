import { describe, expect, it } from "vitest";
import { serverValue } from "~/lib/markup/remix-seam";
import { HOME_SECTION_HEIGHTS } from "~/content/home-layout";
import { testimonials } from "~/content/testimonials";
import { pricingSelection } from "~/lib/ui/pricing-selection";
import { homeMarkup } from "./home-markup.server";

const markup = homeMarkup(new Request("https://www.example.com/"), {
  pricing: pricingSelection(new URLSearchParams()),
  testimonials,
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
