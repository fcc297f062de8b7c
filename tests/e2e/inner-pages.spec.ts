/**
 * The inner pages' template (issue 9) in a browser: where an anchor lands, and their layout at
 * phone widths. What their HTML proves (the state maps' names and descriptions, copy, office
 * cards, the industry CRMs' plans, the example designs, the case study's chart and table) is read
 * without a browser in tests/http/public-pages.spec.ts; the maps' geometry in region-maps.spec.ts.
 */
import { expect, test } from "./support/test";
import { caseStudies, caseStudyPath } from "~/content/case-studies";

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

test("/crm-seo lands on each industry CRM's plan at its section's anchor", async ({ page }) => {
  // The first is a page load; the others are the same document's anchors, as its links are.
  for (const [id, name] of [
    ["veterinary", "Veterinary CRM"],
    ["real-estate", "Real Estate CRM"],
    ["labor-union", "Labor Union CRM"],
    ["community-organization", "Community Organization CRM"],
  ]) {
    await page.goto(`/crm-seo#${id}`);
    await expect
      .soft(page.locator(`#${id}`).getByRole("heading", { name, exact: true }), `#${id} is in view`)
      .toBeInViewport();
  }
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 320, height: 700 } });

  for (const path of INNER_PAGES) {
    test(`${path} does not scroll sideways at 320 px, and its links in lists are 44 px tall at 390 px`, async ({
      page,
    }) => {
      // One load: drawn at 320 px, then widened to 390 px.
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect.soft(overflow, `${path} at 320 px: sideways scroll`).toBeLessThanOrEqual(0);

      await page.setViewportSize({ width: 390, height: 844 });
      const short = await page.locator("main li a, main nav a").evaluateAll((links) =>
        links
          .filter((link) => link.getClientRects().length > 0)
          .map((link) => ({ text: link.textContent?.trim(), height: link.getBoundingClientRect().height }))
          .filter((link) => link.height < 44),
      );
      expect.soft(short, `${path} at 390 px: links in lists under 44 px`).toEqual([]);

      if (path === "/tampa-seo-services") {
        // Primary actions span the width (the container's padding is 20 px a side).
        const hero = page.locator("main > div").first();
        const box = (await hero.getByRole("link", { name: "Start Free Audit" }).boundingBox())!;
        expect
          .soft(box.width, `${path} at 390 px: Start Free Audit spans the width`)
          .toBeGreaterThanOrEqual(390 - 2 * 20 - 1);
      }
    });
  }
});

// The dark theme is checked with axe on one page of every type in visual-system.spec.ts.
