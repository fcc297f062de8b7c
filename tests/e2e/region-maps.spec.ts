/**
 * The state maps of the city and region pages (issue 23 item 5, ADR 049), in a browser: the spotlit
 * marker sits inside the state's outline, no label covers a marker at a desktop's or a phone's
 * width, and the pages that draw the maps differently pass axe in both themes. What the markup
 * decides (every such page in the sitemap spotlights the office nearest to it, the office it names
 * to contact, one label per map, each map's markup under 8 KB) is read without a browser in
 * tests/http/public-pages.spec.ts.
 */
import { expect, test, type Page } from "./support/test";
import { expectNoA11yViolations } from "./support/axe";
import { cityPages } from "~/content/cities";

/** Every city and region page (public-pages.spec.ts checks the sitemap lists exactly these), and the other map pages. */
const MAP_PAGES = [...cityPages.map((p) => `/${p.slug}`), "/service-areas", "/about"];

interface MapFacts {
  spotlight: string | null;
  spotlightInside: boolean;
  drawn: boolean;
  /** Label boxes that touch a marker's, and labels whose text spills out of the pill. */
  covered: string[];
  spills: string[];
}

/** Reads every map of the page: its spotlit office, whether it is drawn, and its label and marker boxes. */
function readMaps(page: Page): Promise<MapFacts[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll("svg")]
      .filter((svg) => svg.querySelector("[data-map-outline]"))
      .map((svg) => {
        const office = svg.querySelector("[data-map-office]");
        const dot = office?.querySelector("[data-map-marker]") as SVGCircleElement | null;
        const outline = svg.querySelector("[data-map-outline]") as SVGPathElement;
        const markers = [...svg.querySelectorAll("[data-map-marker]")].map((m) => ({
          name: m.getAttribute("data-map-marker")!,
          box: m.getBoundingClientRect(),
        }));
        const covered: string[] = [];
        const spills: string[] = [];
        for (const label of svg.querySelectorAll("[data-map-label]")) {
          const pill = label.querySelector("rect")!.getBoundingClientRect();
          const text = label.querySelector("text")!.getBoundingClientRect();
          if (text.left < pill.left || text.right > pill.right || text.top < pill.top || text.bottom > pill.bottom) {
            spills.push(label.textContent ?? "");
          }
          for (const { name, box } of markers) {
            for (const part of [pill, text]) {
              const overlap =
                part.left < box.right && box.left < part.right && part.top < box.bottom && box.top < part.bottom;
              if (overlap) covered.push(`${label.textContent} over ${name}`);
            }
          }
        }
        const box = svg.getBoundingClientRect();
        return {
          spotlight: office?.getAttribute("data-map-office") ?? null,
          spotlightInside: dot
            ? outline.isPointInFill(new DOMPoint(dot.cx.baseVal.value, dot.cy.baseVal.value))
            : false,
          drawn: box.width > 0 && box.height > 0 && getComputedStyle(svg).visibility !== "hidden",
          covered,
          spills,
        };
      }),
  );
}

test.describe("state maps as served", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1440, height: 900 } });

  for (const path of MAP_PAGES) {
    const city = path.endsWith("-seo-services");
    const spotlit = city ? "the spotlit marker is inside the state, and " : "";
    test(`${path}: ${spotlit}no label covers a marker at 1440 or 390 px`, async ({ page }) => {
      // One load: measured at 1440 px, then narrowed to 390 px.
      await page.goto(path);
      for (const width of [1440, 390]) {
        if (width === 390) await page.setViewportSize({ width: 390, height: 844 });
        const maps = await readMaps(page);
        expect.soft(maps.length, `${path}: a map`).toBeGreaterThan(0);
        for (const map of maps) {
          expect.soft(map.drawn, `${path} at ${width} px: the map is drawn`).toBe(true);
          expect.soft(map.covered, `${path} at ${width} px: labels over markers`).toEqual([]);
          expect.soft(map.spills, `${path} at ${width} px: label text outside its pill`).toEqual([]);
        }
        if (city) {
          expect.soft(maps[0]?.spotlight, `${path}: a spotlit office`).toBeTruthy();
          expect.soft(maps[0]?.spotlightInside, `${path}: the spotlit marker is inside the outline`).toBe(true);
        }
      }
    });
  }
});

// With JavaScript, as a visitor gets the page (the theme then follows the visitor's choice): one
// load per page, scanned in the light theme and then, for the rules that read colours, in the dark
// (the stylesheet follows the scheme as it changes; support/axe.ts).
test.describe("state map pages", () => {
  for (const path of [
    "/south-florida-seo-services",
    "/north-florida-seo-services",
    "/wyoming-seo-services",
    "/service-areas",
  ]) {
    test(`${path} passes axe WCAG 2.1 AA in the light and the dark theme`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: "light" });
      await page.goto(path);
      for (const colorScheme of ["light", "dark"] as const) {
        await test.step(`the ${colorScheme} theme`, async () => {
          await page.emulateMedia({ colorScheme });
          await expectNoA11yViolations(page, undefined, colorScheme === "light" ? "all" : "colours");
        });
      }
    });
  }
});
