import { isAuthSessionMissingError } from "@supabase/supabase-js";
import type { Env } from "../env.server";
import type { Viewer } from "./viewer";
import { createSupabaseServerClient, hasAuthCookie, type RequestSupabase } from "./supabase.server";

export interface RequestAuth {
  /** The request's Supabase client, created on first use. */
  client(): RequestSupabase;
  /** Headers to copy onto the response, or undefined when no client was created. */
  pendingHeaders(): Headers | undefined;
  /** The signed-in viewer (memoised: the root loader and a route guard share one lookup). */
  viewer(): Promise<Viewer | null>;
}

export function createRequestAuth(request: Request, env: Env): RequestAuth {
  let created: RequestSupabase | undefined;
  let viewer: Promise<Viewer | null> | undefined;
  const client = () => (created ??= createSupabaseServerClient(request, env));
  return {
    client,
    pendingHeaders: () => created?.headers,
    viewer() {
      // No auth cookie: a visitor. No network call, so public pages never wait on Supabase.
      if (!hasAuthCookie(request, env)) return Promise.resolve(null);
      return (viewer ??= lookUpViewer(client()));
    },
  };
}

async function lookUpViewer({ supabase }: RequestSupabase): Promise<Viewer | null> {
  try {
    // getClaims verifies the access token (JWKS for asymmetric keys, else the auth server),
    // refreshing it first when it is about to expire. getSession alone would trust the cookie.
    const { data, error } = await supabase.auth.getClaims();
    if (error || !data) {
      if (error && !isAuthSessionMissingError(error)) console.warn("Session not verified:", error.message);
      return null;
    }
    const claims = data.claims;
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
    };
  } catch (error) {
    // Supabase unreachable: treat the request as signed out rather than failing the page.
    console.error("Auth lookup failed:", error instanceof Error ? error.message : error);
    return null;
  }
}

/** The time of the "recovery" entry in a token's authentication methods (amr), if any. */
export function recoveryTime(amr: unknown): number | null {
  if (!Array.isArray(amr)) return null;
  const entry = amr.find((item: { method?: unknown }) => item?.method === "recovery") as
    { timestamp?: unknown } | undefined;
  return typeof entry?.timestamp === "number" ? entry.timestamp : null;
}
