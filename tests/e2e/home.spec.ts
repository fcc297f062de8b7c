import { expect, test } from "@playwright/test";
import { expectNoServerRenderedA11yViolations } from "./support/axe";

test.describe("home page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("is a complete dark document from the server: headline, navigation links, the audit form", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.locator("html")).toHaveClass(/dark/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("SEO Performance");
    const main = page.getByRole("navigation", { name: "Main" });
    await expect(main.getByRole("link", { name: "Features" })).toHaveAttribute("href", "/#features");
    await expect(main.getByRole("link", { name: "Pricing" })).toHaveAttribute("href", "/#pricing");
    const audit = page.locator("#audit-section");
    await expect(audit.getByLabel("Website URL")).toBeVisible();
    await expect(audit.locator('form[action="/audit"][method="post"][target="_blank"]')).toHaveCount(1);
    await expect(page.getByRole("link", { name: "Free Audit", exact: true })).toHaveAttribute(
      "href",
      "/national-seo-audit",
    );
  });
});

test("404 page passes axe WCAG 2.1 AA as served", async ({ page }) => {
  await expectNoServerRenderedA11yViolations(page, "/no-such-page");
});
