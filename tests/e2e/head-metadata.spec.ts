import { expect, test } from "./support/test";

test("every page names its language and an x-default alternate, both its canonical URL", async ({ page, baseURL }) => {
  for (const path of ["/", "/services/local-seo", "/tampa-seo-services"]) {
    await page.goto(path);
    const canonical = `${baseURL}${path === "/" ? "/" : path}`;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", canonical);
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", canonical);
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute("href", canonical);
  }
});

test("city pages carry their office's geo tags; other pages none", async ({ page }) => {
  await page.goto("/cheyenne-seo-services");
  await expect(page.locator('meta[name="geo.region"]')).toHaveAttribute("content", "US-WY");
  await expect(page.locator('meta[name="geo.placename"]')).toHaveAttribute("content", "Cheyenne");
  await expect(page.locator('meta[name="geo.position"]')).toHaveAttribute("content", /^41\.\d+;-104\.\d+$/);
  await expect(page.locator('meta[name="ICBM"]')).toHaveAttribute("content", /^41\.\d+, -104\.\d+$/);
  await page.goto("/about");
  await expect(page.locator('meta[name="geo.region"]')).toHaveCount(0);
});
