/**
 * API keys as Supabase's gateway reads them (docs/local-supabase.md §2): today's publishable and
 * secret keys, and the legacy anon and service_role JWTs a project may still have.
 */
import type { StandInConfig } from "./config";
import { json, type Response } from "./http";
import { verifyToken, type Claims } from "./jwt";
import { LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY } from "./keys";

const API_KEY_ROLES = new Set(["anon", "service_role"]);

/** Whether a token is one of today's API keys rather than a JWT. */
export const isNewApiKey = (token: string) => token.startsWith("sb_");

/**
 * The role an API key stands for, as Supabase's gateway decides it: today's publishable key is
 * `anon` and its secret key `service_role`, refused from a browser (told by its User-Agent, as
 * hosted Supabase does); a legacy key is an HS256 JWT whose `role` claim says which.
 */
export async function apiKeyClaims(
  config: StandInConfig,
  token: string,
  userAgent = "",
): Promise<{ ok: true; claims: Claims } | { ok: false; response: Response }> {
  if (token === LOCAL_PUBLISHABLE_KEY) return { ok: true, claims: { role: "anon" } };
  if (token === LOCAL_SECRET_KEY) {
    if (/^Mozilla\//.test(userAgent)) {
      return { ok: false, response: json(401, { message: "Forbidden use of secret API key in browser" }) };
    }
    return { ok: true, claims: { role: "service_role" } };
  }
  if (!isNewApiKey(token)) {
    const verified = await verifyToken(config.keys, token);
    if (verified.ok && verified.alg === "HS256" && API_KEY_ROLES.has(String(verified.claims.role))) {
      return { ok: true, claims: verified.claims };
    }
  }
  return {
    ok: false,
    response: json(401, {
      message: "Invalid API key",
      hint: "Double check your Supabase `anon` or `service_role` API key.",
    }),
  };
}
