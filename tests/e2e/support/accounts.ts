import { expect, test, type Page } from "@playwright/test";
import { DEMO_ACCOUNTS } from "../../../scripts/lib/page-types.mjs";
import { rateLimitMessages } from "~/content/limits";
import { latestLink } from "./mailbox";
import { answerTwoStep } from "./two-step";
import { withTwoStepLock } from "./two-step-lock";
import { scaled } from "./machine";

/** The seeded local demo accounts (supabase/seed.sql). */
export const DEMO_USER = { ...DEMO_ACCOUNTS.user, name: "Uma User" } as const;
export const DEMO_ADMIN = { ...DEMO_ACCOUNTS.admin, name: "Ada Admin" } as const;

export interface Account {
  email: string;
  password: string;
  name: string;
}

/** A unique address, for tests that create accounts or leads that no other test may see. */
export function freshEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** What sign-up answers every address, new or registered ("Confirm email" on, supabase/config.toml). */
export const SIGN_UP_NOTICE = "Check your email to confirm your account, then sign in.";

/**
 * A new account made as a visitor makes one: the sign-up form, then the link of the confirmation
 * email (the stand-in's mailbox); the page is left signed in on the dashboard.
 */
export async function createAccount(page: Page, label: string, name = "Nora New"): Promise<Account> {
  const account = { email: freshEmail(label), password: `${label}-passphrase-2026`, name };
  await page.goto("/auth?mode=sign-up");
  await page.getByLabel("Full name").fill(account.name);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("status")).toHaveText(SIGN_UP_NOTICE);
  await page.goto(await latestLink(account.email, "signup"));
  await expect(page).toHaveURL("/dashboard");
  return account;
}

/**
 * Signs in through the /auth form, as a visitor would; for an account with an authenticator app
 * (the demo admin), also through the code prompt of /auth/mfa that follows.
 */
export async function signIn(
  page: Page,
  account: { email: string; password: string; totpSecret?: string },
  path = "/auth",
) {
  const { totpSecret } = account;
  const submit = async () => {
    await page.goto(path);
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password").fill(account.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
  };
  if (!totpSecret) return submit();
  await withTwoStepLock(async () => {
    await submit();
    // The demo admin is signed in by many files of the suite, which can pass the per-account limit
    // (10 a minute): the site then says so, and a person waits the minute and signs in again.
    const limited = page.getByRole("alert").filter({ hasText: rateLimitMessages.tooManySignIns });
    await expect
      .poll(async () => new URL(page.url()).pathname === "/auth/mfa" || (await limited.isVisible()), {
        timeout: scaled(15_000),
      })
      .toBe(true);
    if (new URL(page.url()).pathname !== "/auth/mfa") {
      test.info().setTimeout(test.info().timeout + scaled(70_000));
      await page.waitForTimeout(61_000);
      await submit();
    }
    await answerTwoStep(page, totpSecret);
    // Held until the code is answered: the session is then at aal2, which another sign-in leaves alone.
    // A refused code stays on the prompt: the caller's own check says so (signInToDashboard retries).
    await page
      .waitForURL((url) => !url.pathname.startsWith("/auth/mfa"), { timeout: scaled(15_000) })
      .catch(() => undefined);
  });
}

export async function expectSignedInAs(page: Page, name: string) {
  await expect(page.getByTestId("viewer-name")).toHaveText(name);
}

export async function authCookieNames(page: Page): Promise<string[]> {
  return (await page.context().cookies()).map((cookie) => cookie.name).filter((name) => name.startsWith("sb-"));
}
