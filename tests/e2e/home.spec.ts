import { expect, test } from "@playwright/test";
import { expectNoServerRenderedA11yViolations } from "./support/axe";

test.describe("home page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("renders its content from the server", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.locator("html")).toHaveClass(/dark/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/Rankwell/);
  });
});

test("home page passes axe WCAG 2.1 AA as served", async ({ page }) => {
  await expectNoServerRenderedA11yViolations(page, "/");
});

test("404 page passes axe WCAG 2.1 AA as served", async ({ page }) => {
  await expectNoServerRenderedA11yViolations(page, "/no-such-page");
});
