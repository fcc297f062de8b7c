import { expect, type Browser, type BrowserContextOptions, type Page } from "@playwright/test";
import { DEMO_ADMIN, signIn } from "./accounts";
import { scaled } from "./machine";

type StorageState = Exclude<BrowserContextOptions["storageState"], string | undefined>;
type Account = { email: string; password: string; totpSecret?: string };

/** Where a sign-in with no page asked for lands: the lead inbox for the demo admin, else the dashboard (ADR 048). */
function landingOf(account: Account): string {
  return account.email === DEMO_ADMIN.email ? "/admin/leads" : "/dashboard";
}

/**
 * Signs in through the form and lands on the account's landing (the dashboard; the admin's inbox).
 *
 * An account with an authenticator app (the demo admin) may need a second go. As GoTrue does,
 * verifying a code ends the user's other sessions still at aal1 and refuses a code just used, so
 * two workers signing the admin in at once would spoil each other's sign-in; they take turns
 * (two-step-lock.ts), and a retry covers a prompt that still refuses the code (a code's 30 s step
 * ending between the prompt and the answer).
 */
export async function signInToDashboard(page: Page, account: Account): Promise<void> {
  const attempts = account.totpSecret ? 3 : 1;
  const landing = landingOf(account);
  for (let attempt = 1; attempt < attempts; attempt++) {
    await signIn(page, account);
    // Settled once it is on its landing, or back on the sign-in page (its session was ended);
    // a code refused as already used keeps it on /auth/mfa until the wait runs out.
    const settled = await page
      .waitForURL((url) => url.pathname === landing || url.pathname === "/auth", { timeout: scaled(7_000) })
      .then(
        () => true,
        () => false,
      );
    if (settled && new URL(page.url()).pathname === landing) return;
    await page.context().clearCookies();
  }
  await signIn(page, account);
  await expect(page).toHaveURL(landing);
}

/**
 * Cookies of a signed-in session, made once through the sign-in form (JavaScript off) and reused
 * by a file's tests, so a suite does not sign the same account in again and again (sign-in is
 * rate limited per account).
 */
export async function signedInState(browser: Browser, account: Account): Promise<StorageState> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await signInToDashboard(await context.newPage(), account);
  const state = await context.storageState();
  await context.close();
  return state;
}
