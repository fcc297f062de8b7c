/**
 * The inner pages' template (issue 9) in a browser: where an anchor lands, and a city page's
 * primary action on a phone. What their HTML proves (the state maps' names and descriptions, copy, office
 * cards, the industry CRMs' plans, the example designs, the case study's chart and table) is read
 * without a browser in tests/http/public-pages.spec.ts; the maps' geometry in region-maps.spec.ts.
 */
import { expect, test } from "./support/test";

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

// Overflow at 320, 390 and 1024 px and 44 px list targets at 390 px: visual-system.spec.ts, on a
// page of every type and on the inner pages whose content differs most within a template.
test("on a 390 px phone, a city page's Start Free Audit spans the width", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/tampa-seo-services");
  const hero = page.locator("main > div").first();
  const box = (await hero.getByRole("link", { name: "Start Free Audit" }).boundingBox())!;
  // The container's padding is 20 px a side.
  expect(box.width).toBeGreaterThanOrEqual(390 - 2 * 20 - 1);
});

// The dark theme is checked with axe on one page of every type in visual-system.spec.ts.
