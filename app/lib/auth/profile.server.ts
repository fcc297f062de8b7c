/**
 * /profile: the viewer's own name, password and sessions, always with their own session.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { AuthError } from "@supabase/supabase-js";
import { sessionlessSupabase } from "../db/sessionless.server";
import { settle } from "../db/result.server";
import type { Viewer } from "./viewer";
import { publishableKey } from "~/lib/db/publishable-key.server";

/** Saves the viewer's full name (the only profile column a user may change). 1 query. */
export async function updateFullName(context: AppLoadContext, viewer: Viewer, fullName: string): Promise<boolean> {
  const answer = await settle(
    context.auth.client().supabase.from("profiles").update({ full_name: fullName }).eq("id", viewer.id).select("id"),
  );
  if (answer.error) console.error("Full name not saved:", answer.status, answer.error.message);
  return !answer.error && (answer.data as unknown[]).length === 1;
}

export type PasswordCheck = "correct" | "wrong" | { error: AuthError };

/**
 * Whether `password` is the viewer's current password: a sign-in on a throwaway client that keeps
 * nothing (no storage, no refresh), whose session is then ended at once, so the check leaves no
 * extra session behind and the viewer's own cookies are untouched. 2 auth requests.
 */
export async function checkCurrentPassword(
  context: AppLoadContext,
  viewer: Viewer,
  password: string,
): Promise<PasswordCheck> {
  if (!viewer.email) return "wrong";
  const probe = sessionlessSupabase(context.env.SUPABASE_URL, publishableKey(context.env));
  const { data, error } = await probe.auth.signInWithPassword({ email: viewer.email, password });
  if (error) return error.code === "invalid_credentials" ? "wrong" : { error };
  if (data.session) {
    const { error: signOutError } = await probe.auth.signOut({ scope: "local" });
    if (signOutError) console.warn("Password check session not ended:", signOutError.message);
  }
  return "correct";
}

/** Sets a new password on the viewer's own session. 1 auth request. */
export async function setPassword(context: AppLoadContext, password: string): Promise<AuthError | null> {
  const { error } = await context.auth.client().supabase.auth.updateUser({ password });
  return error;
}
