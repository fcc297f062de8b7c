/**
 * Signing in with an emailed code, and the links' errors, without JavaScript (issue 13,
 * docs/product.md §5.7). With JavaScript: tests/e2e/account-security.spec.ts.
 */
import { apiAccount } from "../e2e/support/account-setup";
import { latestMail } from "../e2e/support/mailbox";
import { TEST_ORIGIN } from "../e2e/support/servers";
import { byRole, roleTexts } from "./support/a11y";
import { HtmlForm } from "./support/html-form";
import { expect, follow, served, test, textOf, type APIRequestContext, type Served } from "./support/test";

const SENT = "If an account exists for that email";
const EXPIRED_LINK = "This email link has expired or was already used. Request a new link below.";

/** Sends the code form of `page` (/auth?mode=code as served) with `email` typed in. */
function sendCodeForm(request: APIRequestContext, page: Served, email: string): Promise<Served> {
  return HtmlForm.byButton(page, "Email me a code").fill("Email", email).send(request, { button: "Email me a code" });
}

/** Sends the code form of `page` (the answer that asks for it) with `code` typed in. */
function sendCode(request: APIRequestContext, page: Served, code: string): Promise<Served> {
  return HtmlForm.byButton(page, "Sign in").fill("Code from the email", code).send(request, { button: "Sign in" });
}

/** Asks for a code for `email` on a fresh /auth?mode=code. */
async function requestCode(request: APIRequestContext, email: string): Promise<Served> {
  return sendCodeForm(request, await served(request, "/auth?mode=code"), email);
}

test("an emailed code signs a user in once; the same code again is refused", async ({ request }) => {
  const account = await apiAccount("otp-http");
  const empty = await requestCode(request, "");
  expect(empty.status).toBe(400);
  expect(roleTexts(empty.document, "alert")).toEqual(["You must provide either an email or phone number"]);

  const sentAfter = Date.now();
  const sent = await sendCodeForm(request, empty, account.email);
  expect(sent.status).toBe(200);
  expect(roleTexts(sent.document, "status").join(" ")).toContain(SENT);
  const { code } = await latestMail(account.email, "magiclink", sentAfter);
  const signedIn = await sendCode(request, sent, code);
  expect(signedIn.status).toBe(302);
  expect(signedIn.location).toBe("/dashboard");
  const dashboard = await follow(request, signedIn);
  expect(dashboard.status).toBe(200);
  expect(textOf(dashboard.document.querySelector('[data-testid="viewer-name"]'))).toBe(account.name);
  const logout = await request.post("/logout", { headers: { Origin: TEST_ORIGIN }, maxRedirects: 0 });
  expect(logout.status()).toBe(302);

  const again = await requestCode(request, account.email);
  const refused = await sendCode(request, again, code);
  expect(refused.status).toBe(400);
  expect(roleTexts(refused.document, "alert").join(" ")).toContain("was used already, or has expired");
  expect(await served(request, "/dashboard").then((page) => page.status)).toBe(302);
});

test("an unknown address gets the same answer as a known one", async ({ request }) => {
  const account = await apiAccount("otp-known");
  const answers: string[] = [];
  for (const email of ["nobody-otp@example.com", account.email]) {
    const answer = await requestCode(request, email);
    expect(roleTexts(answer.document, "status").join(" "), email).toContain(SENT);
    answers.push(
      `${answer.status} ${roleTexts(answer.document, "status").join(" | ")} ${roleTexts(answer.document, "alert").length}`,
    );
  }
  expect(answers[1], "a known address").toBe(answers[0]);
});

test("a link error in the query shows its message and the form for a new link", async ({ request }) => {
  const page = await served(
    request,
    "/auth?error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid",
  );
  expect(page.status).toBe(400);
  expect(roleTexts(page.document, "alert")).toEqual([EXPIRED_LINK]);
  expect(byRole(page.document, "button", { name: "Email me a code", exact: true })).toHaveLength(1);
});
