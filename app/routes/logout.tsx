import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { requirePost } from "~/lib/http/form-data";
import { expireAuthCookies } from "~/lib/auth/supabase.server";

/**
 * POST /logout: global sign-out, then /auth. Every auth cookie is expired here as well, so
 * the visitor is signed out in this browser even when the auth server errors or is down.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  requirePost(request);
  const headers = new Headers();
  try {
    const { error } = await context.auth.client().supabase.auth.signOut({ scope: "global" });
    if (error) console.warn("Sign-out at the auth server failed:", error.code ?? error.status, error.message);
  } catch (error) {
    console.error("Sign-out failed:", error instanceof Error ? error.message : error);
  }
  expireAuthCookies(request, context.env, headers);
  return redirect("/auth", { headers });
}

/** Signing out changes state, so it is POST-only; a stray GET just goes home. */
export async function loader() {
  return redirect("/");
}
