/**
 * Roles as a browser shows them, with JavaScript: the 403 page a user meets on the admin pages,
 * the admin's navigation and account menu, the signed-out top bar, and a session refreshed near
 * its expiry. Sessions are made by request (signing in is not these tests' point). Statuses,
 * redirects and robots of every admin page, signed out, as a user and as an admin, without
 * JavaScript: tests/http/account-access.spec.ts and account-sessions.spec.ts.
 */
import { expect, test, type Page } from "./support/test";
import { expectSignedInAs } from "./support/accounts";
import { apiAccount, apiAdmin, SharedSession, signInByRequest } from "./support/account-setup";
import { waitForHydration } from "./support/html";

const ADMIN_PAGES = ["/admin/leads", "/admin/settings", "/admin/embeds", "/admin/analytics"];

// An admin of the file's own, one per worker: the demo admin's sign-ins are the suite's.
const admin = new SharedSession(() => apiAdmin("roles-admin-js", "Ada Roles"), "/admin/settings");

/** Whether the running test borrowed the admin's session (handed back when it ends). */
let borrowed = false;

async function asAdmin(page: Page) {
  borrowed = true;
  await admin.enter(page.context());
}

test.afterEach(async ({ page }) => {
  if (borrowed) await admin.keep(page.context());
  borrowed = false;
});

test.describe("roles", () => {
  test("a user gets 403 on the admin pages, drawn without the admin's links", async ({ page }) => {
    await signInByRequest(page.request, await apiAccount("roles-user", "Una Roles"));
    for (const path of ADMIN_PAGES) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(403);
    }
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: "403" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Leads" })).toHaveCount(0);
  });

  test("the admin gets the admin pages, with the admin navigation", async ({ page }) => {
    const account = (await admin.accountOf()) as { name: string };
    await asAdmin(page);
    for (const path of ADMIN_PAGES) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator('meta[name="robots"]'), path).toHaveAttribute("content", "noindex,nofollow");
    }
    await page.goto("/admin/leads");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
    await expectSignedInAs(page, account.name);
    for (const name of ["Analytics", "Embeds", "Settings"]) {
      await expect(page.getByRole("link", { name, exact: true })).toBeVisible();
    }
    // Leads carries the number of new leads, read as part of its name ("Leads, 3 new").
    await expect(page.getByRole("link", { name: /^Leads\W*\d+\+?\s*new$/ })).toBeVisible();
  });

  test("the account menu shows the admin section to admins", async ({ page }) => {
    const account = (await admin.accountOf()) as { name: string; email: string };
    await asAdmin(page);
    await page.goto("/about");
    await waitForHydration(page);
    await page.getByRole("button", { name: `Account menu for ${account.name}` }).click();
    const menu = page.getByRole("menu");
    await expect(menu.getByText(account.email)).toBeVisible();
    for (const name of ["Dashboard", "Profile", "Analytics", "Embeds", "Leads", "Settings", "Log out"]) {
      await expect.soft(menu.getByRole("menuitem", { name }), name).toBeVisible();
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
    await expect(login.getByRole("link", { name: /SEO Tools Login/ })).toHaveAttribute("target", "_blank");
    // The CRM's address is a setting the seed leaves empty: no link to a stand-in host (ADR 079;
    // tests/launch sets it and finds the link).
    await expect(login.getByRole("link", { name: /CRM Login/ })).toHaveCount(0);
    await expect(login.getByRole("link", { name: "Admin Dashboard" })).toHaveAttribute("href", "/auth");
    await page.keyboard.press("Escape");
    await expect(login).not.toHaveAttribute("open", "");
  });
});

test("an access token near expiry is refreshed and the user stays signed in (JavaScript on)", async ({ page }) => {
  const account = await apiAccount("refresh-js", "Rae Refresh");
  await signInByRequest(page.request, account);
  const session = async () =>
    (await page.context().cookies())
      .filter((c) => c.name.startsWith("sb-"))
      .map((c) => `${c.name}=${c.value}`)
      .join("; ");
  const before = await session();
  expect(before).not.toBe("");
  // A real wait: the token's expiry is the auth server's clock, which Playwright's clock does not
  // move. Tokens of the e2e stack live 95 s; after 5 s they are inside supabase-js's 90 s refresh margin.
  await page.waitForTimeout(6_000);
  const response = await page.goto("/profile");
  expect(response?.status()).toBe(200);
  expect(response?.headers()["cache-control"]).toBe("private, no-store");
  await waitForHydration(page);
  await expectSignedInAs(page, account.name);
  const after = await session();
  expect(after).not.toBe("");
  expect(after).not.toBe(before);
  await page.goto("/dashboard");
  await expectSignedInAs(page, account.name);
});
