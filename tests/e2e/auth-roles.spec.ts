import { expect, test } from "./support/test";
import { DEMO_ADMIN, DEMO_USER, expectSignedInAs, signIn } from "./support/accounts";
import { waitForHydration } from "./support/html";

const ADMIN_PAGES = ["/admin/leads", "/admin/settings", "/admin/embeds", "/admin/analytics"];

test.describe("roles", () => {
  for (const javaScriptEnabled of [true, false]) {
    test(`the user gets 403 on admin pages; the admin gets them (JavaScript ${
      javaScriptEnabled ? "on" : "off"
    })`, async ({ browser }) => {
      // Admin sign-in now includes the authenticator code (ADR 026), and every page confirms the session.
      test.slow();
      const userContext = await browser.newContext({ javaScriptEnabled });
      const user = await userContext.newPage();
      await signIn(user, DEMO_USER);
      await expect(user).toHaveURL("/dashboard");
      for (const path of ADMIN_PAGES) {
        const response = await user.goto(path);
        expect(response?.status(), path).toBe(403);
      }
      await expect(user.getByRole("heading", { level: 1, name: "403" })).toBeVisible();
      await expect(user.getByRole("link", { name: "Leads" })).toHaveCount(0);
      await userContext.close();

      const adminContext = await browser.newContext({ javaScriptEnabled });
      const admin = await adminContext.newPage();
      await signIn(admin, DEMO_ADMIN, "/auth?redirectTo=%2Fadmin%2Fleads");
      await expect(admin).toHaveURL("/admin/leads");
      await expect(admin.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
      await expectSignedInAs(admin, DEMO_ADMIN.name);
      for (const name of ["Analytics", "Embeds", "Settings"]) {
        await expect(admin.getByRole("link", { name, exact: true })).toBeVisible();
      }
      // Leads carries the number of new leads, read as part of its name ("Leads, 3 new").
      await expect(admin.getByRole("link", { name: /^Leads\W*\d+\+?\s*new$/ })).toBeVisible();
      for (const path of ADMIN_PAGES) {
        const response = await admin.goto(path);
        expect(response?.status(), path).toBe(200);
        await expect(admin.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex,nofollow");
      }
      await adminContext.close();
    });
  }

  test("signed out, admin pages redirect to sign-in with the way back", async ({ request }) => {
    for (const path of ADMIN_PAGES) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(302);
      expect(response.headers()["location"]).toBe(`/auth?redirectTo=${encodeURIComponent(path)}`);
    }
  });

  test("the account menu shows the admin section to admins only", async ({ page }) => {
    await signIn(page, DEMO_ADMIN);
    // The admin's landing is the lead inbox (ADR 048).
    await expect(page).toHaveURL("/admin/leads");
    await page.goto("/about");
    await page.getByRole("button", { name: `Account menu for ${DEMO_ADMIN.name}` }).click();
    const menu = page.getByRole("menu");
    await expect(menu.getByText(DEMO_ADMIN.email)).toBeVisible();
    for (const name of ["Dashboard", "Profile", "Analytics", "Embeds", "Leads", "Settings", "Log out"]) {
      await expect(menu.getByRole("menuitem", { name })).toBeVisible();
    }
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
  });
});

test.describe("top bar account area signed out", () => {
  // A list of links, so a disclosure (WAI-ARIA's navigation pattern), not a Radix menu (ADR 027).
  test("shows Sign In and the guests' login links", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    await expect(page.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/auth");
    const login = page.locator('details[data-menu="Login"]');
    await login.locator("summary").click();
    await expect(login).toHaveAttribute("open", "");
    await expect(login.getByRole("link", { name: /CRM Login/ })).toHaveAttribute("target", "_blank");
    await expect(login.getByRole("link", { name: "Admin Dashboard" })).toHaveAttribute("href", "/auth");
    await page.keyboard.press("Escape");
    await expect(login).not.toHaveAttribute("open", "");
  });
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`session refresh (JavaScript ${javaScriptEnabled ? "on" : "off"})`, () => {
    test.use({ javaScriptEnabled });

    test("an access token near expiry is refreshed and the user stays signed in", async ({ page }) => {
      await signIn(page, DEMO_USER);
      await expect(page).toHaveURL("/dashboard");
      const before = (await page.context().cookies()).find((c) => c.name.startsWith("sb-"))?.value;
      // Tokens of the e2e stack live 95 s; after 5 s they are inside supabase-js's 90 s refresh margin.
      await page.waitForTimeout(6_000);
      const response = await page.goto("/profile");
      expect(response?.status()).toBe(200);
      expect(response?.headers()["cache-control"]).toBe("private, no-store");
      await expectSignedInAs(page, DEMO_USER.name);
      const after = (await page.context().cookies()).find((c) => c.name.startsWith("sb-"))?.value;
      expect(after).toBeTruthy();
      expect(after).not.toBe(before);
      await page.goto("/dashboard");
      await expectSignedInAs(page, DEMO_USER.name);
    });
  });
}
