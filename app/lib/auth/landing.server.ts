import type { SupabaseClient } from "@supabase/supabase-js";
import { DEFAULT_AFTER_SIGN_IN, safeRedirect } from "~/lib/http/safe-redirect";

/** Where an admin starts the day: the lead inbox (ADR 048). */
export const ADMIN_LANDING = "/admin/leads";

/** The page a signed-in account opens when none was asked for: admins the inbox, others their dashboard. */
export function landingFor(viewer: { isAdmin: boolean } | null | undefined): string {
  return viewer?.isAdmin ? ADMIN_LANDING : DEFAULT_AFTER_SIGN_IN;
}

/**
 * Where a sign-in goes: the same-site page asked for (`redirectTo`), else the account's landing,
 * read from its profile with the session just made (the own profile is readable below aal2, ADR
 * 045). `userId` when the sign-in answered with its user; else the new session's claims. 1 query
 * (none when a page was asked for); a failed read lands on the dashboard, as before.
 */
export async function destinationAfterSignIn(
  supabase: SupabaseClient,
  requested: unknown,
  userId?: string,
): Promise<string> {
  const asked = safeRedirect(requested, "");
  if (asked) return asked;
  const id = userId ?? (await supabase.auth.getClaims()).data?.claims.sub;
  if (!id) return DEFAULT_AFTER_SIGN_IN;
  const { data, error } = await supabase.from("profiles").select("role").eq("id", id).maybeSingle();
  if (error) console.warn("Profile lookup after sign-in failed:", error.code, error.message);
  return landingFor({ isAdmin: (data as { role?: string } | null)?.role === "admin" });
}
