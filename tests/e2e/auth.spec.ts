/**
 * Signing in, signing up and logging out with JavaScript (docs/product.md §5.2): the forms submit
 * through Remix, their messages come back in place, the redirects are followed. Without
 * JavaScript, and the messages of sign-up and recovery: tests/http/account-sign-in.spec.ts and
 * account-sessions.spec.ts. Axe on the sign-in pages: account-shell.spec.ts.
 */
import { expect, test, type Page } from "./support/test";
import { authCookieNames, expectSignedInAs, freshEmail, SIGN_UP_NOTICE } from "./support/accounts";
import { apiAccount, signInByRequest, type Account } from "./support/account-setup";
import { visitorAddress } from "./support/bot-traps";
import { gotoHydrated, waitForHydration } from "./support/html";
import { latestLink } from "./support/mailbox";

const MISSING_CREDENTIALS = "You must provide either an email or phone number and a password";

async function fillSignIn(page: Page, account: { email: string; password: string }) {
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

test.describe("with JavaScript", () => {
  // An account of these tests' own: sign-in is limited per account (10 a minute), and the demo
  // user's are shared by the whole suite. Made through the auth server's API: signing up is not
  // these tests' point (the last test's is).
  let account: Account;
  test.beforeAll(async () => {
    account = await apiAccount("signin-js", "Sam Signin");
  });

  test("a guarded page sends the visitor through sign-in and back, past an empty form and a wrong password", async ({
    page,
  }) => {
    await page.goto("/profile");
    await expect(page, "a guarded page sends to sign-in with the way back").toHaveURL("/auth?redirectTo=%2Fprofile");
    await waitForHydration(page);

    // An empty form: the specification's sentence alone (ADR 048), the fields marked and described by it.
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByRole("alert"), "empty form: the sentence").toHaveText(MISSING_CREDENTIALS);
    await expect(page.getByText(/Please enter your/), "empty form: no second wording").toHaveCount(0);
    for (const label of ["Email", "Password"]) {
      await expect(page.getByLabel(label), `empty form: ${label} marked`).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByLabel(label), `empty form: ${label} described`).toHaveAccessibleDescription(
        MISSING_CREDENTIALS,
      );
    }

    // A wrong password: the server's message, the email kept.
    await fillSignIn(page, { email: account.email, password: "not-the-password" });
    await expect(page.getByRole("alert"), "wrong password: the server's message").toHaveText(
      "Invalid login credentials",
    );
    await expect(page.getByLabel("Email"), "wrong password: the email kept").toHaveValue(account.email);

    await page.getByLabel("Password").fill(account.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page, "signed in: back to the page asked for").toHaveURL("/profile");
    await expect(page.getByRole("heading", { level: 1, name: "Profile" })).toBeVisible();
    await expectSignedInAs(page, account.name);
    const cookie = (await page.context().cookies()).find((c) => c.name.startsWith("sb-"));
    expect.soft(cookie?.httpOnly, "the session cookie is HttpOnly").toBe(true);
    expect.soft(cookie?.sameSite, "the session cookie is SameSite=Lax").toBe("Lax");
    expect.soft(cookie?.path, "the session cookie's path is /").toBe("/");
  });

  test("signing in, redirectTo to another host is ignored: the dashboard opens", async ({ page }) => {
    await gotoHydrated(page, "/auth?redirectTo=//evil.example");
    await fillSignIn(page, account);
    await expect(page).toHaveURL("/dashboard");
    await expectSignedInAs(page, account.name);
  });

  test("Log out ends every session of the account; the profile can end this device's only", async ({
    browser,
    page,
  }) => {
    const account = await apiAccount("everywhere-js");
    await signInByRequest(page.request, account);
    const elsewhere = await browser.newContext({ extraHTTPHeaders: { "CF-Connecting-IP": visitorAddress() } });
    const other = await elsewhere.newPage();
    await signInByRequest(other.request, account);

    // This device only: the other browser stays signed in.
    await gotoHydrated(page, "/profile");
    await page.getByRole("button", { name: "Sign out of this device only" }).click();
    await expect(page, "this device signed out").toHaveURL("/auth");
    await gotoHydrated(other, "/profile");
    await expect(other, "the other browser still signed in").toHaveURL("/profile");

    // Log out, from the other browser: every session ends, this one's too.
    await signInByRequest(page.request, account);
    await other.getByRole("button", { name: "Log out" }).click();
    await expect(other, "Log out lands on sign-in").toHaveURL("/auth");
    await page.goto("/profile");
    await expect(page, "this browser's new session ended too").toHaveURL("/auth?redirectTo=%2Fprofile");
    await elsewhere.close();
  });

  test("a new visitor signs up, then logs out with every auth cookie removed", async ({ page }) => {
    // Through the sign-up form and the emailed link, as a visitor does: here signing up is the point.
    const account = { name: "Nora New", email: freshEmail("js"), password: "js-passphrase-2026" };
    await gotoHydrated(page, "/auth?mode=sign-up");
    await page.getByLabel("Full name").fill(account.name);
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password").fill(account.password);
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByRole("status")).toHaveText(SIGN_UP_NOTICE);
    await page.goto(await latestLink(account.email, "signup"));
    await expect(page).toHaveURL("/dashboard");
    await expectSignedInAs(page, account.name);
    expect(await authCookieNames(page)).not.toEqual([]);

    await waitForHydration(page);
    await page.getByRole("button", { name: "Log out" }).click();
    await expect(page).toHaveURL("/auth");
    expect(await authCookieNames(page)).toEqual([]);
    await page.goto("/dashboard");
    await expect(page).toHaveURL("/auth?redirectTo=%2Fdashboard");
  });
});
