/**
 * One visual standard (issue 36 §3, ADR 076), what only a browser measures: an h1 has two sizes on
 * the public site, the home page's display size and one size on every other page (H1_SIZE), at
 * 1440 and 390 px; and an office's contact card ends where its content ends, on /service-areas
 * and the city pages. The case of every heading is tests/http/heading-case.spec.ts; that every
 * public page's h1 carries H1_SIZE's classes and no other size is tests/http/h1-size.spec.ts, so
 * the sizes are measured here on a page of each component that draws an h1 (the hero, the page
 * hero) and of each layout around it (a service, a city, an audit landing, a case study, legal text).
 *
 * Sizes and boxes are the stylesheet's alone, so pages are loaded without scripts, once each, and
 * the window resized between the widths.
 */
import { expect, test, type Page } from "./support/test";
import { pathOf, sitemapUrls } from "./support/sitemap";

test.use({ javaScriptEnabled: false });

const WIDTHS = [1440, 390];

const MEASURED = [
  "/",
  "/services/local-seo",
  "/tampa-seo-services",
  "/florida-seo-audit",
  "/case-studies/veterinary-practice-tampa-growth",
  "/privacy-policy",
];

/** The computed font size, in px, of the page's one h1. */
async function h1Size(page: Page, path: string): Promise<number> {
  const h1 = page.locator("h1");
  await expect(h1, `${path}: one h1`).toHaveCount(1);
  return h1.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
}

test("an h1 measures one of two sizes, on a page of each kind: the home page's display size, one size elsewhere", async ({
  page,
  request,
}) => {
  const listed = new Set((await sitemapUrls(request)).map(pathOf));
  const paths = MEASURED.filter((path) => listed.has(path));
  expect(paths, "the measured pages are public pages of the sitemap").toEqual(MEASURED);
  const sizes = new Map<number, { home: number; inner: Map<number, string[]> }>(
    WIDTHS.map((width) => [width, { home: 0, inner: new Map() }]),
  );
  for (const path of paths) {
    await page.setViewportSize({ width: WIDTHS[0]!, height: 900 });
    await page.goto(path);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      const size = await h1Size(page, path);
      const at = sizes.get(width)!;
      if (path === "/") at.home = size;
      else at.inner.set(size, [...(at.inner.get(size) ?? []), path]);
    }
  }
  for (const [width, { home, inner }] of sizes) {
    const report = [...inner].map(([size, on]) => `${size} px: ${on.slice(0, 5).join(", ")}`).join("; ");
    expect([...inner.keys()], `the inner pages' h1 sizes at ${width} px (${report})`).toHaveLength(1);
    expect(home, `the home page's display h1 at ${width} px is larger than the inner pages'`).toBeGreaterThan(
      [...inner.keys()][0]!,
    );
  }
  // The sizes H1_SIZE names (app/components/ui/h1-size.ts).
  expect([...sizes].map(([width, { home, inner }]) => [width, home, ...inner.keys()])).toEqual([
    [1440, 64, 48],
    [390, 42, 36],
  ]);
});

/**
 * An office card is as tall as what it holds: freed from any height its row or column could give
 * it (height auto, aligned to the start), it keeps its height. A card stretched to a neighbour's
 * height shrinks, by the empty band it held (above its links, where a phone row was not set).
 */
test("office cards end where their content ends, on /service-areas, /contact and the city pages", async ({ page }) => {
  for (const path of [
    "/service-areas",
    "/contact",
    "/tampa-seo-services",
    "/wyoming-seo-services",
    "/cheyenne-seo-services",
  ]) {
    await page.setViewportSize({ width: WIDTHS[0]!, height: 900 });
    await page.goto(path);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      const cards = page.locator("article").filter({ has: page.locator("address") });
      expect(await cards.count(), `${path}: office cards`).toBeGreaterThan(0);
      const gaps = await cards.evaluateAll((articles) =>
        articles.map((card) => {
          const drawn = card.getBoundingClientRect().height;
          card.style.height = "auto";
          card.style.alignSelf = "start";
          const own = card.getBoundingClientRect().height;
          card.removeAttribute("style");
          return Math.round(drawn - own);
        }),
      );
      expect(gaps, `${path} at ${width} px: what each office card shrinks by when nothing stretches it`).toEqual(
        gaps.map(() => 0),
      );
    }
  }
});
