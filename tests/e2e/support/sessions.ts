import { expect, type Browser, type BrowserContextOptions } from "@playwright/test";
import { signIn } from "./accounts";

type StorageState = Exclude<BrowserContextOptions["storageState"], string | undefined>;

/**
 * Cookies of a signed-in session, made once through the sign-in form (JavaScript off) and reused
 * by a file's tests, so a suite does not sign the same account in again and again (sign-in is
 * rate limited per account).
 */
export async function signedInState(
  browser: Browser,
  account: { email: string; password: string },
): Promise<StorageState> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signIn(page, account);
  await expect(page).toHaveURL("/dashboard");
  const state = await context.storageState();
  await context.close();
  return state;
}
