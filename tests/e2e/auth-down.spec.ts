import { expect, test } from "./support/test";
import { waitForHydration } from "./support/html";
import { ORIGIN_WITHOUT_AUTH } from "./support/servers";

// A second Worker on the same build, whose Supabase URL points at a closed port. What its answers
// say without a browser (public pages, logout, audits, the 503's markup): tests/http/account-auth-down.spec.ts.
test.describe("when Supabase is down", () => {
  test("/auth answers 503 with a clear message and no stack, hydrated", async ({ page }) => {
    const response = await page.goto(`${ORIGIN_WITHOUT_AUTH}/auth`);
    expect(response?.status()).toBe(503);
    // Hydrated, so a failed hydration of the error page (its copy loaded on demand) fails the test.
    await waitForHydration(page);
    await expect(page.getByRole("alert")).toContainText("Sign-in is temporarily unavailable");
    expect(await page.locator("body").innerText()).not.toMatch(/\bat .+:\d+:\d+/);
  });
});
