import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { expireAuthCookies } from "./supabase.server";

/**
 * Log out: signs the viewer out on every device (the auth server ends all their sessions: scope
 * global, as the specification says), then sends them to /auth. Every auth cookie is expired here
 * as well, so the visitor is signed out in this browser even when the auth server errors or is
 * down. 1 auth request.
 */
export async function signOutEverywhere(request: Request, context: AppLoadContext): Promise<Response> {
  return signOut(request, context, "global");
}

/**
 * "Sign out of this device only" on /profile: ends this browser's session at the auth server
 * (scope local), so its cookies replayed open nothing, and leaves the person's other devices
 * signed in. 1 auth request.
 */
export async function signOutHere(request: Request, context: AppLoadContext): Promise<Response> {
  return signOut(request, context, "local");
}

async function signOut(request: Request, context: AppLoadContext, scope: "global" | "local"): Promise<Response> {
  const headers = new Headers();
  try {
    const { error } = await context.auth.client().supabase.auth.signOut({ scope });
    if (error) console.warn("Sign-out at the auth server failed:", error.code ?? error.status, error.message);
  } catch (error) {
    console.error("Sign-out failed:", error instanceof Error ? error.message : error);
  }
  expireAuthCookies(request, context.env, headers);
  return redirect("/auth", { headers });
}
