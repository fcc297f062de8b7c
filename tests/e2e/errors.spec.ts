import { expect, test } from "./support/test";

/** The not-found page's link home navigates with scripts on (its status and markup: tests/http/errors.spec.ts). */
test("the 404 page's Return to Home link navigates home", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL("/");
});
