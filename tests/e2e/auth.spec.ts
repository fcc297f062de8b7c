import { expect, test } from "./support/test";
import {
  authCookieNames,
  createAccount,
  DEMO_USER,
  expectSignedInAs,
  freshEmail,
  signIn,
  SIGN_UP_NOTICE,
  type Account,
} from "./support/accounts";
import { expectNoServerRenderedA11yViolations } from "./support/axe";
import { visitorAddress } from "./support/bot-traps";

for (const javaScriptEnabled of [true, false]) {
  test.describe(`sign-in with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    // An account of these tests' own: sign-in is limited per account (10 a minute), and the demo
    // user's are shared by the whole suite, which signs it in from several files at once.
    let account: Account;
    test.beforeAll(async ({ browser }) => {
      const context = await browser.newContext({ extraHTTPHeaders: { "CF-Connecting-IP": visitorAddress() } });
      account = await createAccount(
        await context.newPage(),
        javaScriptEnabled ? "signin-js" : "signin-nojs",
        "Sam Signin",
      );
      await context.close();
    });

    test("the user signs in and lands on the dashboard", async ({ page }) => {
      await signIn(page, account);
      await expect(page).toHaveURL("/dashboard");
      await expectSignedInAs(page, account.name);
      const cookie = (await page.context().cookies()).find((c) => c.name.startsWith("sb-"));
      expect(cookie?.httpOnly).toBe(true);
      expect(cookie?.sameSite).toBe("Lax");
      expect(cookie?.path).toBe("/");
    });

    test("a wrong password shows the server's message and keeps the email", async ({ page }) => {
      await signIn(page, { email: account.email, password: "not-the-password" });
      await expect(page.getByRole("alert")).toHaveText("Invalid login credentials");
      await expect(page.getByLabel("Email")).toHaveValue(account.email);
    });

    test("an empty form asks for the email and password with the specification's sentence alone", async ({ page }) => {
      const sentence = "You must provide either an email or phone number and a password";
      await page.goto("/auth");
      await page.getByRole("button", { name: "Sign in", exact: true }).click();
      await expect(page.getByRole("alert")).toHaveText(sentence);
      // No second wording under the fields (ADR 048): they are marked, and described by the sentence.
      await expect(page.getByText(/Please enter your/)).toHaveCount(0);
      for (const label of ["Email", "Password"]) {
        await expect(page.getByLabel(label)).toHaveAttribute("aria-invalid", "true");
        await expect(page.getByLabel(label)).toHaveAccessibleDescription(sentence);
      }
    });

    test("redirectTo to another host is ignored", async ({ page }) => {
      await signIn(page, account, "/auth?redirectTo=//evil.example");
      await expect(page).toHaveURL("/dashboard");
    });

    test("a guarded page sends the visitor through sign-in and back", async ({ page }) => {
      await page.goto("/profile");
      await expect(page).toHaveURL("/auth?redirectTo=%2Fprofile");
      await page.getByLabel("Email").fill(account.email);
      await page.getByLabel("Password").fill(account.password);
      await page.getByRole("button", { name: "Sign in", exact: true }).click();
      await expect(page).toHaveURL("/profile");
      await expect(page.getByRole("heading", { level: 1, name: "Profile" })).toBeVisible();
    });

    test("Log out ends every session of the account; the profile can end this device's only", async ({
      browser,
      page,
    }) => {
      const account = await createAccount(page, javaScriptEnabled ? "everywhere-js" : "everywhere-nojs");
      const elsewhere = await browser.newContext({
        javaScriptEnabled,
        extraHTTPHeaders: { "CF-Connecting-IP": visitorAddress() },
      });
      const other = await elsewhere.newPage();
      await signIn(other, account);
      await expect(other).toHaveURL("/dashboard");

      // This device only: the other browser stays signed in.
      await page.goto("/profile");
      await page.getByRole("button", { name: "Sign out of this device only" }).click();
      await expect(page).toHaveURL("/auth");
      await other.goto("/profile");
      await expect(other).toHaveURL("/profile");

      // Log out, from the other browser: every session ends, this one's too.
      await signIn(page, account);
      await expect(page).toHaveURL("/dashboard");
      await other.getByRole("button", { name: "Log out" }).click();
      await expect(other).toHaveURL("/auth");
      await page.goto("/profile");
      await expect(page).toHaveURL("/auth?redirectTo=%2Fprofile");
      await elsewhere.close();
    });

    test("a new visitor signs up, then logs out with every auth cookie removed", async ({ page }) => {
      const account = await createAccount(page, javaScriptEnabled ? "js" : "nojs");
      await expectSignedInAs(page, account.name);
      expect(await authCookieNames(page)).not.toEqual([]);

      await page.getByRole("button", { name: "Log out" }).click();
      await expect(page).toHaveURL("/auth");
      expect(await authCookieNames(page)).toEqual([]);
      await page.goto("/dashboard");
      await expect(page).toHaveURL("/auth?redirectTo=%2Fdashboard");
    });
  });
}

test.describe("sign-up and recovery messages", () => {
  test.use({ javaScriptEnabled: false });

  test("a weak password is refused with the reason, keeping name and email", async ({ page }) => {
    await page.goto("/auth?mode=sign-up");
    await page.getByLabel("Full name").fill("Wendy Weak");
    await page.getByLabel("Email").fill(freshEmail("weak"));
    await page.getByLabel("Password").fill("123");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByRole("alert")).toContainText("too short");
    await expect(page.getByLabel("Full name")).toHaveValue("Wendy Weak");
  });

  test("a new address and a registered one get the same answer and status", async ({ page }) => {
    const answers: Array<{ status: number; notice: string | null; alerts: number }> = [];
    for (const email of [freshEmail("alike"), DEMO_USER.email]) {
      await page.goto("/auth?mode=sign-up");
      await page.getByLabel("Full name").fill("Alike Answer");
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password").fill("an-alike-passphrase-2026");
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/auth"),
        page.getByRole("button", { name: "Create account" }).click(),
      ]);
      await expect(page.getByRole("status")).toHaveText(SIGN_UP_NOTICE);
      answers.push({
        status: response.status(),
        notice: await page.getByRole("status").textContent(),
        alerts: await page.getByRole("alert").count(),
      });
    }
    expect(answers[0]).toEqual({ status: 200, notice: SIGN_UP_NOTICE, alerts: 0 });
    expect(answers[1]).toEqual(answers[0]);
  });

  test("an existing email gets the confirmation notice a new one would, not a tell", async ({ page }) => {
    await page.goto("/auth?mode=sign-up");
    await page.getByLabel("Full name").fill("Uma Again");
    await page.getByLabel("Email").fill(DEMO_USER.email);
    await page.getByLabel("Password").fill("another-strong-passphrase");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByRole("status")).toHaveText("Check your email to confirm your account, then sign in.");
    await expect(page.getByRole("alert")).toHaveCount(0);
  });

  test("asked twice, a known and an unknown address get four identical answers", async ({ page }) => {
    // The auth server refuses a second email to a known account within a minute; that must not show.
    const answers: string[] = [];
    for (const email of [DEMO_USER.email, DEMO_USER.email, "nobody-twice@example.com", "nobody-twice@example.com"]) {
      await page.goto("/auth?mode=forgot");
      await page.getByLabel("Email").fill(email);
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/auth"),
        page.getByRole("button", { name: "Send reset link" }).click(),
      ]);
      await expect(page.getByRole("status")).toContainText("If an account exists for that email");
      answers.push(
        `${response.status()} ${await page.getByRole("status").textContent()} ${await page.getByRole("alert").count()}`,
      );
    }
    expect(new Set(answers).size, answers.join("\n")).toBe(1);
    expect(answers[0]).toMatch(/^200 /);
  });

  test("a reset request gives the same answer for any email", async ({ page }) => {
    await page.goto("/auth?mode=forgot");
    await page.getByLabel("Email").fill("nobody-here@example.com");
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByRole("status")).toContainText("If an account exists for that email");
  });

  test("an invalid sign-up confirmation link says so on the sign-in form", async ({ page }) => {
    const response = await page.goto("/auth?token_hash=not-a-token&type=email");
    expect(response?.status()).toBe(400);
    await expect(page.getByRole("alert")).toContainText("This confirmation link is invalid or has expired.");
    await expect(page.getByLabel("Email")).toBeVisible();
  });

  test("an invalid reset link says so", async ({ page }) => {
    const response = await page.goto("/auth/reset?token_hash=not-a-token&type=recovery");
    expect(response?.status()).toBe(400);
    await expect(page.getByRole("alert")).toContainText("invalid or has expired");
  });

  test("the mode switch marks the current mode and keeps the way back", async ({ page }) => {
    await page.goto("/auth?redirectTo=%2Fprofile");
    const modes = page.getByRole("navigation", { name: "Sign in or create an account" });
    await expect(modes.getByRole("link", { name: "Sign in" })).toHaveAttribute("aria-current", "page");
    await modes.getByRole("link", { name: "Create account" }).click();
    await expect(page).toHaveURL("/auth?mode=sign-up&redirectTo=%2Fprofile");
    await expect(page.getByRole("heading", { level: 1, name: "Create your account" })).toBeVisible();
    await expect(modes.getByRole("link", { name: "Create account" })).toHaveAttribute("aria-current", "page");
    await expect(page.locator('input[name="redirectTo"]')).toHaveValue("/profile");
  });

  test("the sign-in page is not indexed", async ({ page }) => {
    await page.goto("/auth");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex,nofollow");
  });
});

test("sign-in and sign-up pages pass axe WCAG 2.1 AA as served", async ({ page }) => {
  await expectNoServerRenderedA11yViolations(page, "/auth");
  await expectNoServerRenderedA11yViolations(page, "/auth?mode=sign-up");
  await expectNoServerRenderedA11yViolations(page, "/auth?mode=forgot");
});

const UNKNOWN_EMAIL = freshEmail("wrong-password");

test("a wrong password answers 400 to a plain form post", async ({ request }) => {
  const response = await request.post("/auth", {
    // Any address: an unknown one gets the same answer, and the demo user's sign-ins are the suite's.
    form: { intent: "sign-in", email: UNKNOWN_EMAIL, password: "wrong" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(400);
  expect(await response.text()).toContain(`value="${UNKNOWN_EMAIL}"`);
});
