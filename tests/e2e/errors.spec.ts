import { expect, test } from "./support/test";

test.describe("error screens", () => {
  test("an unknown path answers 404 with the not-found page, unindexed", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "404" })).toBeVisible();
    await expect(page.getByText("Oops! Page not found")).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex,nofollow");
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL("/");
  });

  test("a POST to an unknown path is a 404 too, not a 405 or 500", async ({ request }) => {
    const response = await request.post("/no-such-page", { form: { a: "b" } });
    expect(response.status()).toBe(404);
  });

  test("a route that throws shows the application error screen without a stack", async ({ page }) => {
    const response = await page.goto("/diagnostics/error");
    expect(response?.status()).toBe(500);
    await expect(page.getByRole("heading", { name: "Unexpected Application Error!" })).toBeVisible();
    const text = await page.locator("body").innerText();
    expect(text).not.toMatch(/\bat .+:\d+:\d+/);
    expect(text).not.toContain("Diagnostics route failed on purpose");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the 404 page renders", async ({ page }) => {
    const response = await page.goto("/still/not/here");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Oops! Page not found")).toBeVisible();
  });
});
