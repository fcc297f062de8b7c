/**
 * The inner pages' template (issue 9): the visuals they draw themselves, their layout at phone
 * widths, and accessibility in the dark theme (the sitemap crawl scans the light one).
 */
import { expect, test, type Page } from "./support/test";
import { caseStudies, caseStudyPath } from "~/content/case-studies";
import { cityPages } from "~/content/cities";
import { offices } from "~/content/offices";
import { mapLabels, visualLabels } from "~/content/page-labels";
import { websiteDevelopment } from "~/content/services-agency";

/** One page of each inner type. */
const INNER_PAGES = [
  "/tampa-seo-services",
  "/wyoming-seo-services",
  "/services/local-seo",
  "/services/website-development",
  "/services/rank-tracking",
  "/case-studies",
  caseStudyPath(caseStudies[0]!),
  "/crm-seo",
  "/florida-seo-audit",
  "/service-areas",
  "/sitemap.html",
  "/about",
  "/partners",
  "/privacy-policy",
  "/contact",
  "/book-demo",
];

/** Whether the office marker's centre lies inside the state's outline, measured by the browser. */
function markerInsideOutline(page: Page, office: string): Promise<boolean> {
  return page.locator(`[data-map-office="${office}"]`).evaluate((marker) => {
    const dot = marker.querySelectorAll("circle")[1] as SVGCircleElement;
    const outline = (marker as SVGGElement).ownerSVGElement!.querySelector("[data-map-outline]") as SVGPathElement;
    return outline.isPointInFill(new DOMPoint(dot.cx.baseVal.value, dot.cy.baseVal.value));
  });
}

test.describe("city and region pages", () => {
  for (const slug of ["tampa-seo-services", "jackson-seo-services", "south-florida-seo-services"]) {
    test(`/${slug} maps its state with the office marked inside it`, async ({ page }) => {
      const city = cityPages.find((p) => p.slug === slug)!;
      const office = offices[city.office];
      const state = city.state === "FL" ? "Florida" : "Wyoming";
      await page.goto(`/${slug}`);
      const map = page.getByRole("img", { name: mapLabels.title(state, office.name) });
      await expect(map).toBeVisible();
      await expect(map).toHaveAccessibleDescription(new RegExp(`^${office.name} is marked in ${office.city}`));
      await expect(page.locator(`[data-map-office="${office.name}"]`)).toContainText(office.city);
      expect(await markerInsideOutline(page, office.name)).toBe(true);
    });
  }

  test("target searches live in the copy, not in a list of keywords", async ({ page }) => {
    const tampa = cityPages[0]!;
    await page.goto(`/${tampa.slug}`);
    await expect(page.getByText(tampa.servicesIntro)).toBeVisible();
    for (const keyword of tampa.localKeywords) {
      await expect(page.getByRole("listitem").filter({ hasText: new RegExp(`^${keyword}$`) })).toHaveCount(0);
    }
  });

  test("the office's email is a link, and no phone shows while its line has no number (ADR 052)", async ({ page }) => {
    await page.goto("/cheyenne-seo-services");
    const card = page.getByRole("article").filter({ hasText: offices.cheyenne.name });
    // admin-pipeline.spec.ts shows a number entered in /admin/settings reaching a card (Tampa's line,
    // so not this office's, whose Wyoming line no test sets).
    await expect(card.locator('a[href^="tel:"]')).toHaveCount(0);
    await expect(card.getByRole("link", { name: offices.cheyenne.email })).toHaveAttribute(
      "href",
      `mailto:${offices.cheyenne.email}`,
    );
  });
});

test("/crm-seo lists each industry CRM once, as a priced plan at its section's anchor", async ({ page }) => {
  for (const [id, name] of [
    ["veterinary", "Veterinary CRM"],
    ["real-estate", "Real Estate CRM"],
    ["labor-union", "Labor Union CRM"],
    ["community-organization", "Community Organization CRM"],
  ]) {
    await page.goto(`/crm-seo#${id}`);
    await expect(page.getByRole("heading", { name, exact: true })).toHaveCount(1);
    const card = page.locator(`#${id}`);
    await expect(card.getByRole("heading", { name, exact: true })).toBeInViewport();
    await expect(card).toContainText(/\$\d+/);
  }
});

test("Website Development shows an example design for each featured industry", async ({ page }) => {
  await page.goto("/services/website-development");
  for (const section of websiteDevelopment.sections ?? []) {
    const item = page.locator(`#${section.id}`);
    await expect(item.getByRole("heading", { name: section.title })).toBeVisible();
    await expect(item.getByText(visualLabels.exampleDesign, { exact: true })).toBeVisible();
    await expect(item.getByRole("img")).toHaveAttribute("alt", /^Example design: /);
  }
});

test("the case study charts its own figures and lists them in a table", async ({ page }) => {
  const study = caseStudies[0]!;
  await page.goto(caseStudyPath(study));
  await expect(
    page.getByRole("img", { name: /Site health 32% before, 94% after; Organic traffic 100 before, 375/ }),
  ).toBeVisible();
  const table = page.getByRole("table");
  await expect(table.getByRole("row", { name: /Site health/ })).toContainText("+62 points");
  await expect(table.getByRole("row", { name: /Organic traffic/ })).toContainText("+275%");
});

test.describe("on a 320 px phone", () => {
  test.use({ viewport: { width: 320, height: 700 } });

  test("no inner page scrolls sideways", async ({ page }) => {
    test.setTimeout(90_000);
    for (const path of INNER_PAGES) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("links that stand in lists are at least 44 px tall", async ({ page }) => {
    test.setTimeout(90_000);
    for (const path of INNER_PAGES) {
      await page.goto(path);
      const short = await page.locator("main li a, main nav a").evaluateAll((links) =>
        links
          .filter((link) => link.getClientRects().length > 0)
          .map((link) => ({ text: link.textContent?.trim(), height: link.getBoundingClientRect().height }))
          .filter((link) => link.height < 44),
      );
      expect(short, path).toEqual([]);
    }
  });

  test("primary actions span the width", async ({ page }) => {
    await page.goto("/tampa-seo-services");
    const hero = page.locator("main > div").first();
    const button = hero.getByRole("link", { name: "Start Free Audit" });
    const box = (await button.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(390 - 2 * 20 - 1);
  });
});

// The dark theme is checked with axe on one page of every type in visual-system.spec.ts.
