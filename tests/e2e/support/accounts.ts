import { expect, type Page } from "@playwright/test";

/** The seeded local demo accounts (supabase/seed.sql). */
export const DEMO_USER = { email: "user@example.com", password: "user-demo-password", name: "Uma User" } as const;
export const DEMO_ADMIN = { email: "admin@example.com", password: "admin-demo-password", name: "Ada Admin" } as const;

/** A unique address for tests that change or revoke an account's sessions. */
export function freshEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Signs in through the /auth form, as a visitor would. */
export async function signIn(page: Page, account: { email: string; password: string }, path = "/auth") {
  await page.goto(path);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

export async function expectSignedInAs(page: Page, name: string) {
  await expect(page.getByTestId("viewer-name")).toHaveText(name);
}

export async function authCookieNames(page: Page): Promise<string[]> {
  return (await page.context().cookies()).map((cookie) => cookie.name).filter((name) => name.startsWith("sb-"));
}
