import { expect, type Browser, type BrowserContextOptions } from "@playwright/test";
import { signIn } from "./accounts";

type StorageState = Exclude<BrowserContextOptions["storageState"], string | undefined>;

/**
 * Cookies of a signed-in session, made once through the sign-in form (JavaScript off) and reused
 * by a file's tests, so a suite does not sign the same account in again and again (sign-in is
 * rate limited per account).
 *
 * An account with an authenticator app (the demo admin) may need a second go: as GoTrue does,
 * verifying a code ends the user's other sessions still at aal1, so when two test workers sign the
 * admin in at the same moment, the first to answer its code ends the other's half-made session,
 * whose code is then answered with the sign-in page (or refused as the code just used).
 */
export async function signedInState(
  browser: Browser,
  account: { email: string; password: string; totpSecret?: string },
): Promise<StorageState> {
  const attempts = account.totpSecret ? 3 : 1;
  for (let attempt = 1; ; attempt++) {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await signIn(page, account);
    if (attempt < attempts && new URL(page.url()).pathname !== "/dashboard") {
      await context.close();
      continue;
    }
    await expect(page).toHaveURL("/dashboard");
    const state = await context.storageState();
    await context.close();
    return state;
  }
}
