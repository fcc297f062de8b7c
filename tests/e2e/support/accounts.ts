/**
 * The demo accounts and what tests of accounts share. Accounts and sessions for tests that are not
 * about signing up or in are made by request: account-setup.ts.
 */
import { expect, type Page } from "@playwright/test";
import { DEMO_ACCOUNTS } from "../../../scripts/lib/page-types.mjs";

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

/** The account menu names the signed-in viewer. */
export async function expectSignedInAs(page: Page, name: string) {
  await expect(page.getByTestId("viewer-name")).toHaveText(name);
}

/** The names of the auth cookies (`sb-…`) the page's context holds. */
export async function authCookieNames(page: Page): Promise<string[]> {
  return (await page.context().cookies()).map((cookie) => cookie.name).filter((name) => name.startsWith("sb-"));
}
