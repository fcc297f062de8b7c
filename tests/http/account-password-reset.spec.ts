/**
 * A forgotten password, without JavaScript (docs/product.md §5.3): the reset email's link opens
 * the new-password form once; only a session that link opened may set a password. With
 * JavaScript: tests/e2e/password-reset.spec.ts.
 */
import { apiAccount, sendSignInForm, signInByRequest } from "../e2e/support/account-setup";
import { visitorAddress } from "../e2e/support/bot-traps";
import { latestLink } from "../e2e/support/mailbox";
import { TEST_ORIGIN } from "../e2e/support/servers";
import { roleTexts } from "./support/a11y";
import { HtmlForm } from "./support/html-form";
import { authMessages } from "~/content/auth";
import { expect, follow, served, test, textOf, type APIRequestContext, type Served } from "./support/test";

const SECOND_PASSWORD = "second-passphrase-2026";

/** Asks for a reset link on /auth?mode=forgot, and answers the link's path. */
async function resetLink(request: APIRequestContext, email: string): Promise<string> {
  const form = await served(request, "/auth?mode=forgot");
  const asked = await HtmlForm.byButton(form, "Send reset link")
    .fill("Email", email)
    .send(request, { button: "Send reset link" });
  expect(asked.status).toBe(200);
  expect(roleTexts(asked.document, "status").join(" ")).toContain("If an account exists for that email");
  const link = new URL(await latestLink(email, "recovery"));
  return `${link.pathname}${link.search}`;
}

/** Sends the new-password form of `page` with the password typed twice (the second as `repeated`). */
function sendNewPassword(request: APIRequestContext, page: Served, password: string, repeated = password) {
  return HtmlForm.byButton(page, "Save new password")
    .fill("New password", password)
    .fill("Repeat the new password", repeated)
    .send(request, { button: "Save new password" });
}

test("a forgotten password is reset through the emailed link", async ({ request, playwright }) => {
  const account = await apiAccount("reset-http", "Rita Reset");
  const opened = await served(request, await resetLink(request, account.email));
  expect(opened.status).toBe(302);
  expect(opened.location).toBe("/auth/reset");
  const form = await follow(request, opened);
  expect(form.status).toBe(200);

  const differ = await sendNewPassword(request, form, SECOND_PASSWORD, "different");
  expect(differ.status).toBe(400);
  expect(roleTexts(differ.document, "alert")).toEqual(["The two passwords do not match"]);

  // The policy, judged beside the account's email too (ADR 060).
  const itself = await sendNewPassword(request, differ, account.email);
  expect(itself.status).toBe(400);
  expect(roleTexts(itself.document, "alert")).toEqual([authMessages.passwordIsEmail]);
  const repeated = await sendNewPassword(request, itself, "zzzzzzzzzzzz");
  expect(repeated.status).toBe(400);
  expect(roleTexts(repeated.document, "alert")).toEqual([authMessages.passwordRepeated]);

  const saved = await sendNewPassword(request, repeated, SECOND_PASSWORD);
  expect(saved.status).toBe(302);
  expect(saved.location).toBe("/dashboard");
  const dashboard = await follow(request, saved);
  expect(textOf(dashboard.document.querySelector('[data-testid="viewer-name"]'))).toBe(account.name);

  // Later, elsewhere: the old password is refused, the new one signs in.
  const later = await playwright.request.newContext({
    baseURL: TEST_ORIGIN,
    extraHTTPHeaders: { "CF-Connecting-IP": visitorAddress() },
  });
  const signInPage = await served(later, "/auth");
  const refused = await sendSignInForm(later, signInPage, account);
  expect(refused.status).toBe(400);
  expect(roleTexts(refused.document, "alert")).toEqual(["Invalid login credentials"]);
  const signedIn = await sendSignInForm(later, refused, { email: account.email, password: SECOND_PASSWORD });
  expect(signedIn.status).toBe(302);
  expect(signedIn.location).toBe("/dashboard");
  await later.dispose();
});

test("a used reset link does not work twice", async ({ request, playwright }) => {
  const account = await apiAccount("reuse-http");
  const link = await resetLink(request, account.email);
  const first = await served(request, link);
  expect(first.status).toBe(302);
  expect(first.location).toBe("/auth/reset");

  // The same link again, in a browser without the session it opened.
  const again = await playwright.request.newContext({
    baseURL: TEST_ORIGIN,
    extraHTTPHeaders: { "CF-Connecting-IP": visitorAddress() },
  });
  const second = await served(again, link);
  expect(second.status).toBe(400);
  expect(roleTexts(second.document, "alert").join(" ")).toContain("invalid or has expired");
  await again.dispose();
});

test("an ordinary session cannot set a new password without a recovery link", async ({ request }) => {
  await signInByRequest(request, await apiAccount("no-recovery"));
  const page = await served(request, "/auth/reset");
  expect(roleTexts(page.document, "alert").join(" ")).toContain("invalid or has expired");
  expect([...page.document.querySelectorAll("label")].map(textOf)).not.toContain("New password");
  const response = await request.post("/auth/reset", {
    form: { password: "taken-over-2026", confirmPassword: "taken-over-2026" },
    headers: { Origin: TEST_ORIGIN },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(401);
});
