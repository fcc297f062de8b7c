/**
 * The state maps of the city and region pages (issue 23 item 5, ADR 049), as served: every such page
 * in the sitemap spotlights the office nearest to it (a statewide page its state's lead office), the
 * spotlit marker sits inside the state's outline, no label covers a marker at a desktop's or a phone's
 * width, each map's markup stays under 8 KB, and the pages that draw the maps differently pass axe in
 * both themes (the sitemap crawl scans only three city pages, in the light one). The nearest office is worked out here with a
 * haversine of the test's own, from the same coordinates the site uses.
 */
import { expect, test, type Page } from "./support/test";
import { expectNoA11yViolations } from "./support/axe";
import { pathOf, sitemapUrls } from "./support/sitemap";
import { cityPages } from "~/content/cities";
import { REGION_POINTS } from "~/content/generated/state-maps";
import { STATEWIDE_PAGES } from "~/content/map-regions";
import { officeKeys, offices, PRIMARY_OFFICES } from "~/content/offices";
import type { CityPage, OfficeKey } from "~/content/types";

const MAX_MAP_BYTES = 8 * 1024;

function kmBetween(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const r = Math.PI / 180;
  const h =
    Math.sin(((b.latitude - a.latitude) * r) / 2) ** 2 +
    Math.cos(a.latitude * r) * Math.cos(b.latitude * r) * Math.sin(((b.longitude - a.longitude) * r) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** The office a page should spotlight, and how far the runner-up is, for the failure message. */
function expectedOffice(page: CityPage): OfficeKey {
  if (page.slug in STATEWIDE_PAGES) return PRIMARY_OFFICES[page.state];
  const point = page.kind === "city" ? offices[page.office] : REGION_POINTS[page.slug]!;
  const candidates = officeKeys.filter((key) => offices[key].state === page.state);
  return candidates.reduce((best, key) =>
    kmBetween(point, offices[key]) < kmBetween(point, offices[best]) ? key : best,
  );
}

async function cityPagePaths(page: Page): Promise<string[]> {
  const slugs = new Set(cityPages.map((p) => `/${p.slug}`));
  const paths = (await sitemapUrls(page.request)).map(pathOf).filter((path) => slugs.has(path));
  expect(paths.sort(), "every city and region page is in the sitemap").toEqual([...slugs].sort());
  return paths;
}

interface MapFacts {
  spotlight: string | null;
  spotlightInside: boolean;
  bytes: number;
  /** Label boxes that touch a marker's, and labels whose text spills out of the pill. */
  covered: string[];
  spills: string[];
  labels: number;
}

/** Reads every map of the page: its spotlit office, its size, and its label and marker boxes. */
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
        const labels = [...svg.querySelectorAll("[data-map-label]")];
        for (const label of labels) {
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
        return {
          spotlight: office?.getAttribute("data-map-office") ?? null,
          spotlightInside: dot
            ? outline.isPointInFill(new DOMPoint(dot.cx.baseVal.value, dot.cy.baseVal.value))
            : false,
          bytes: new TextEncoder().encode(svg.outerHTML).length,
          covered,
          spills,
          labels: labels.length,
        };
      }),
  );
}

test.describe("state maps", () => {
  test.use({ javaScriptEnabled: false });

  test("every city and region page in the sitemap spotlights its nearest office, inside the state", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    for (const path of await cityPagePaths(page)) {
      const city = cityPages.find((p) => `/${p.slug}` === path)!;
      const expected = offices[expectedOffice(city)];
      await page.goto(path);
      const [map, ...more] = await readMaps(page);
      expect(more, `${path}: one map`).toHaveLength(0);
      expect(map?.spotlight, path).toBe(expected.name);
      expect(map?.spotlightInside, `${path}: the spotlit marker is inside the outline`).toBe(true);
      // The office the page tells visitors to contact is the one on the map.
      await expect(page.getByRole("heading", { name: `Contact ${expected.name}` }), path).toBeVisible();
    }
  });

  test("/south-florida-seo-services spotlights Miami, not Tampa 200 miles away", async ({ page }) => {
    await page.goto("/south-florida-seo-services");
    await expect(page.getByRole("img", { name: "Map of Florida with the Rankwell Miami office" })).toBeVisible();
    await expect(page.locator("[data-map-office]")).toHaveAttribute("data-map-office", "Rankwell Miami");
  });

  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test(`no label covers a marker and each map stays under 8 KB, at ${viewport.width} px`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(viewport);
      const paths = [...(await cityPagePaths(page)), "/service-areas", "/about"];
      for (const path of paths) {
        await page.goto(path);
        const maps = await readMaps(page);
        expect(maps.length, `${path}: a map`).toBeGreaterThan(0);
        for (const map of maps) {
          expect(map.labels, path).toBe(1);
          expect(map.covered, `${path}: labels over markers`).toEqual([]);
          expect(map.spills, `${path}: label text outside its pill`).toEqual([]);
          expect(map.bytes, `${path}: the map's markup`).toBeLessThan(MAX_MAP_BYTES);
        }
      }
    });
  }
});

// With JavaScript, as a visitor gets the page (the theme then follows the visitor's choice).
test.describe("state map pages", () => {
  for (const colorScheme of ["light", "dark"] as const) {
    test(`the map pages pass axe WCAG 2.1 AA in the ${colorScheme} theme`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.emulateMedia({ colorScheme });
      for (const path of [
        "/south-florida-seo-services",
        "/north-florida-seo-services",
        "/wyoming-seo-services",
        "/service-areas",
      ]) {
        await page.goto(path);
        await expectNoA11yViolations(page);
      }
    });
  }
});
