import { expect } from "@playwright/test";
import { totpCode } from "../../../supabase/local/totp";
import { forgetAcceptedCode as forgetFactorCode } from "../../../scripts/lib/page-types.mjs";
import { LOCAL_SERVICE_ROLE_KEY } from "./supabase-admin";
import { TEST_SUPABASE_URL } from "./servers";

export { totpCode };

/**
 * The project's MFA hook refuses any right code for 60–90 s after one was accepted (ADR 018);
 * tests that sign the same account in again forget the last accepted code first, as an operator
 * could in the dashboard. The wrong-code count is cleared too: parallel tests answering the shared
 * demo admin's code in the same 30 s step are refused as replays, and five of those would lock the
 * factor and sign every admin test out. (The lockout itself is tested on an account of its own.)
 */
export async function forgetAcceptedCode(factorId: string): Promise<void> {
  await forgetFactorCode(TEST_SUPABASE_URL, LOCAL_SERVICE_ROLE_KEY, factorId);
}

/** Makes the account with this (unique) full name an admin, as an operator would in the SQL editor. */
export async function promoteToAdmin(fullName: string): Promise<void> {
  const response = await fetch(`${TEST_SUPABASE_URL}/rest/v1/profiles?full_name=eq.${encodeURIComponent(fullName)}`, {
    method: "PATCH",
    headers: {
      apikey: LOCAL_SERVICE_ROLE_KEY,
      Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`,
      "Content-Type": "application/json",
      Prefer: "return=representation",
    },
    body: JSON.stringify({ role: "admin" }),
  });
  if (!response.ok) throw new Error(`not promoted: ${response.status} ${await response.text()}`);
  expect(await response.json()).toHaveLength(1);
}
