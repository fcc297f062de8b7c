/**
 * Issue 13, "Done when", with JavaScript: setting up two-step sign-in on /profile and passing its
 * prompt, one-time codes, link errors, and signing out the other sessions. Each test has accounts
 * of its own, made through the auth server's API, and signed in by request where signing in is not
 * the point. Without JavaScript (where the admin pages send a session waiting for its code, the
 * lock after five wrong codes, codes and links, an old cookie replayed): tests/http/account-two-step,
 * account-codes and account-sessions.spec.ts.
 */
import { expect, test, type Page } from "./support/test";
import { apiAccount, signInByRequest } from "./support/account-setup";
import { visitorAddress } from "./support/bot-traps";
import { gotoHydrated } from "./support/html";
import { latestMail } from "./support/mailbox";
import { TEST_ORIGIN } from "./support/servers";
import { forgetAcceptedCode, promoteToAdmin, totpCode } from "./support/two-step";

const SENT = "If an account exists for that email";
const EXPIRED_LINK = "This email link has expired or was already used. Request a new link below.";

async function logOut(page: Page) {
  const response = await page.request.post("/logout", { headers: { Origin: TEST_ORIGIN }, maxRedirects: 0 });
  expect(response.status()).toBe(302);
}

/** Sets up an authenticator app on /profile; answers with its key. */
async function enrolOnProfile(page: Page, name: string): Promise<string> {
  await gotoHydrated(page, "/profile");
  await page.getByLabel("Name for this app").fill(name);
  await page.getByRole("button", { name: "Add an authenticator app" }).click();
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const secret = (await page.getByTestId("totp-secret").textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByLabel("Six-digit code").fill(totpCode(secret));
  await page.getByRole("button", { name: "Turn on two-step sign-in" }).click();
  await expect(page.getByRole("status")).toContainText("Two-step sign-in is on");
  await expect(page.getByText(name, { exact: true })).toBeVisible();
  return secret;
}

/** Types a code into the prompt of /auth/mfa and sends it, waiting for the answer. */
async function answerPrompt(page: Page, code: string) {
  await page.getByLabel("Six-digit code").fill(code);
  const answered = page.waitForResponse(
    // The form's script posts to the route's data address (single fetch, ADR 069).
    (response) => response.request().method() === "POST" && new URL(response.url()).pathname === "/auth/mfa.data",
  );
  await page.getByRole("button", { name: "Continue" }).click();
  await answered;
}

test("an admin sets up an authenticator app on the profile, then passes the code prompt to the leads", async ({
  page,
}) => {
  const account = await apiAccount("mfa-admin", "Ann Admin");
  await promoteToAdmin(account.name);
  await signInByRequest(page.request, account);
  const secret = await enrolOnProfile(page, "Work phone");

  await logOut(page);
  await signInByRequest(page.request, account, "/admin/leads");
  await gotoHydrated(page, "/auth/mfa?redirectTo=%2Fadmin%2Fleads");
  await expect(page.getByRole("heading", { name: "Enter Your Sign-In Code" })).toBeVisible();
  // First, while it is so (a minute or so after the setup): the code the setup used is refused.
  await answerPrompt(page, totpCode(secret));
  await expect(page.getByRole("alert"), "a code already used").toContainText("This code was already used");
  await expect(page).toHaveURL(/\/auth\/mfa/);
  // A code one minute old is refused.
  await answerPrompt(page, totpCode(secret, Date.now() - 60_000));
  await expect(page.getByRole("alert"), "a code a minute old").toContainText("That code is not right");

  const factorId = await page.locator('input[name="factorId"]').inputValue();
  await forgetAcceptedCode(factorId);
  await page.getByLabel("Six-digit code").fill(totpCode(secret));
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL("/admin/leads");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("an emailed code signs a user in once, the same code again is refused; any address gets the same answer", async ({
  page,
}) => {
  const account = await apiAccount("otp");
  await gotoHydrated(page, "/auth?mode=code");
  await page.getByRole("button", { name: "Email me a code" }).click();
  await expect(page.getByRole("alert"), "no address").toHaveText("You must provide either an email or phone number");

  // An unknown address gets the answer a known one gets.
  await page.getByLabel("Email", { exact: true }).fill("nobody-otp@example.com");
  await page.getByRole("button", { name: "Email me a code" }).click();
  await expect(page.getByRole("status"), "an unknown address").toContainText(SENT);

  const sentAfter = Date.now();
  await page.getByLabel("Email", { exact: true }).fill(account.email);
  await page.getByRole("button", { name: "Email me a new code" }).click();
  await expect(page.getByRole("status"), "a known address").toContainText(SENT);
  await expect(page.locator('input[type="hidden"][name="email"]')).toHaveValue(account.email);
  const { code } = await latestMail(account.email, "magiclink", sentAfter);
  await page.getByLabel("Code from the email").fill(code);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL("/dashboard");
  await logOut(page);

  await gotoHydrated(page, "/auth?mode=code");
  await page.getByLabel("Email", { exact: true }).fill(account.email);
  await page.getByRole("button", { name: "Email me a code" }).click();
  await expect(page.getByRole("status")).toContainText(SENT);
  await page.getByLabel("Code from the email").fill(code);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("alert"), "the same code again").toContainText("was used already, or has expired");
});

test("a link error, in the query or in the #fragment, shows its message and the form for a new link", async ({
  page,
}) => {
  await gotoHydrated(page, "/auth?error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid");
  await expect(page.getByRole("alert"), "in the query").toHaveText(EXPIRED_LINK);
  await expect(page.getByRole("button", { name: "Email me a code" })).toBeVisible();

  // The page's script moves a #fragment's error into the query.
  await page.goto(
    "/auth#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired",
  );
  await expect(page.getByRole("alert"), "in the #fragment").toHaveText(EXPIRED_LINK);
  await expect(page.getByRole("button", { name: "Email me a code" })).toBeVisible();
});

test("signing out the other sessions ends a second browser's session on its next request", async ({
  browser,
  page,
}) => {
  const account = await apiAccount("others");
  await signInByRequest(page.request, account);
  const second = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { "CF-Connecting-IP": visitorAddress() },
  });
  const other = await second.newPage();
  await signInByRequest(other.request, account);

  await gotoHydrated(page, "/profile");
  const sessions = page.getByTestId("session");
  await expect(sessions).toHaveCount(2);
  await expect(sessions.first()).toContainText("This browser");
  await expect(sessions.first()).toContainText("Chrome on");
  await page.getByRole("button", { name: "Sign out all other sessions" }).click();
  await expect(page.getByRole("status")).toContainText("Every other session was signed out.");
  await expect(sessions).toHaveCount(1);

  await other.goto("/profile");
  await expect(other).toHaveURL("/auth?redirectTo=%2Fprofile");
  await page.goto("/dashboard");
  await expect(page).toHaveURL("/dashboard");
  await second.close();
});
