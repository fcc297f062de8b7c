import { isAuthSessionMissingError, type SupabaseClient, type User } from "@supabase/supabase-js";
import type { Viewer } from "./viewer";
import { createSupabaseServerClient, hasAuthCookie, type RequestSupabase } from "./supabase.server";

export interface RequestAuth {
  /** The request's Supabase client, created on first use. */
  client(): RequestSupabase;
  /** Headers to copy onto the response, or undefined when no client was created. */
  pendingHeaders(): Headers | undefined;
  /**
   * The signed-in viewer from the token alone (signature and expiry, checked locally): the fast
   * answer public pages use for their menus. A session ended elsewhere still looks signed in here
   * until its access token expires (minutes, ADR 017).
   */
  viewer(): Promise<Viewer | null>;
  /**
   * The viewer once the auth server has confirmed that the session still exists (`GET /user`):
   * every private page and action asks this (ADR 026). Memoised, and once asked it also answers
   * `viewer()`, so a page never shows a menu for a session its guard refused.
   */
  confirmedViewer(): Promise<Viewer | null>;
}

export function createRequestAuth(request: Request, env: Env): RequestAuth {
  let created: RequestSupabase | undefined;
  let local: Promise<Viewer | null> | undefined;
  let confirmed: Promise<Viewer | null> | undefined;
  const client = () => (created ??= createSupabaseServerClient(request, env));
  // No auth cookie: a visitor. No network call, so public pages never wait on Supabase.
  const signedOut = () => !hasAuthCookie(request, env);
  return {
    client,
    pendingHeaders: () => created?.headers,
    viewer() {
      if (signedOut()) return Promise.resolve(null);
      return confirmed ?? (local ??= lookUpViewer(client(), false));
    },
    confirmedViewer() {
      if (signedOut()) return Promise.resolve(null);
      return (confirmed ??= lookUpViewer(client(), true));
    },
  };
}

async function lookUpViewer({ supabase }: RequestSupabase, confirm: boolean): Promise<Viewer | null> {
  try {
    // getClaims verifies the access token (JWKS for asymmetric keys, else the auth server),
    // refreshing it first when it is about to expire. getSession alone would trust the cookie.
    const { data, error } = await supabase.auth.getClaims();
    if (error || !data) {
      if (error && !isAuthSessionMissingError(error)) console.warn("Session not verified:", error.message);
      return null;
    }
    const claims = data.claims;
    const aal = claims.aal === "aal2" ? "aal2" : "aal1";
    const user = confirm ? await confirmedUser(supabase) : undefined;
    if (user === null) return null;
    const { data: profile, error: profileError } = await supabase
      .from("profiles")
      .select("role, full_name")
      .eq("id", claims.sub)
      .single();
    if (profileError) console.warn("Profile lookup failed:", profileError.code, profileError.message);
    const metadataName = (claims.user_metadata as { full_name?: unknown } | undefined)?.full_name;
    return {
      id: claims.sub,
      email: typeof claims.email === "string" && claims.email ? claims.email : null,
      fullName: profile?.full_name ?? (typeof metadataName === "string" ? metadataName : null),
      isAdmin: profile?.role === "admin",
      recoveredAt: recoveryTime(claims.amr),
      aal,
      twoStepPending: aal === "aal1" && Boolean(user?.factors?.some((factor) => factor.status === "verified")),
    };
  } catch (error) {
    // Supabase unreachable: treat the request as signed out rather than failing the page.
    console.error("Auth lookup failed:", error instanceof Error ? error.message : error);
    return null;
  }
}

/**
 * Asks the auth server for the user of the token's session, which also tells whether the session
 * is still open: after a sign-out (here, "sign out everywhere", or "sign out the others"
 * elsewhere) it answers 403 `session_not_found`, and supabase-js then clears the session, so the
 * cookies are expired on this response too. The user carries its factors. 1 request.
 */
async function confirmedUser(supabase: SupabaseClient): Promise<User | null> {
  const { data, error } = await supabase.auth.getUser();
  if (error && !isAuthSessionMissingError(error)) console.warn("Session not confirmed:", error.code, error.message);
  return error ? null : data.user;
}

/** The time of the "recovery" entry in a token's authentication methods (amr), if any. */
export function recoveryTime(amr: unknown): number | null {
  if (!Array.isArray(amr)) return null;
  const entry = amr.find((item: { method?: unknown }) => item?.method === "recovery") as
    { timestamp?: unknown } | undefined;
  return typeof entry?.timestamp === "number" ? entry.timestamp : null;
}
