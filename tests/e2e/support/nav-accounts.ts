import { expect, type APIRequestContext } from "@playwright/test";
import { freshEmail, SIGN_UP_NOTICE, type Account } from "./accounts";
import { latestLink } from "./mailbox";
import { TEST_ORIGIN } from "./servers";

/**
 * A new, confirmed account, signed in, made by request: the sign-up form's post without JavaScript,
 * then the confirmation link the stand-in's mailbox holds. For tests that need an account of their
 * own (one that may be signed out, or whose sign-ins no other test spends) and are not about
 * signing up, which accounts.ts's `createAccount` drives through the form. `request` is a test's
 * own or a browser context's (`page.context().request`, whose cookies the pages then share); it
 * holds the new session afterwards.
 */
export async function signedUpByRequest(request: APIRequestContext, label: string): Promise<Account> {
  const account = { email: freshEmail(label), password: `${label}-passphrase-2026`, name: "Nora New" };
  const signUp = await request.post("/auth", {
    form: {
      intent: "sign-up",
      fullName: account.name,
      email: account.email,
      password: account.password,
      redirectTo: "",
    },
    headers: { Origin: TEST_ORIGIN },
    maxRedirects: 0,
  });
  expect(signUp.status(), "sign-up answered").toBe(200);
  expect(await signUp.text(), "sign-up asks to confirm the address").toContain(SIGN_UP_NOTICE);
  const confirmed = await request.get(await latestLink(account.email, "signup"), { maxRedirects: 0 });
  expect(confirmed.status(), "the confirmation link redirects").toBeGreaterThanOrEqual(300);
  expect(confirmed.status(), "the confirmation link redirects").toBeLessThan(400);
  const dashboard = await request.get("/dashboard", { maxRedirects: 0 });
  expect(dashboard.status(), "the new account is signed in").toBe(200);
  return account;
}
