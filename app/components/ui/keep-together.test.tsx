import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { keepTogether } from "./keep-together";

const html = (text: string) => renderToStaticMarkup(<h2>{keepTogether(text)}</h2>);
const NOWRAP = (run: string) => `<span class="whitespace-nowrap">${run}</span>`;

describe("keepTogether", () => {
  it("keeps a hyphenated word whole", () => {
    expect(html("Book Your Free 30-Minute Strategy Session")).toBe(
      `<h2>Book Your Free ${NOWRAP("30-Minute")} Strategy Session</h2>`,
    );
    expect(html("Done-For-You Services")).toBe(`<h2>${NOWRAP("Done-For-You")} Services</h2>`);
  });

  it("keeps an arrow with the figure it points to, and lets the line break before the arrow", () => {
    expect(html("Site health 32% → 94%")).toBe(`<h2>Site health 32% ${NOWRAP("→ 94%")}</h2>`);
    expect(html("15% → 65% → 80% in a year")).toBe(`<h2>15% ${NOWRAP("→ 65%")} ${NOWRAP("→ 80%")} in a year</h2>`);
  });

  it("keeps several runs of one text whole, each on its own", () => {
    expect(html("Step-By-Step: 32% → 94% in 30-Day Sprints")).toBe(
      `<h2>${NOWRAP("Step-By-Step:")} 32% ${NOWRAP("→ 94%")} in ${NOWRAP("30-Day")} Sprints</h2>`,
    );
  });

  it("leaves text with nothing to keep together as it was, and a lone dash free", () => {
    expect(keepTogether("Plans and Pricing")).toBe("Plans and Pricing");
    expect(keepTogether("Pricing - Plans")).toBe("Pricing - Plans");
    expect(keepTogether("Ends with a dash-")).toBe("Ends with a dash-");
  });
});
