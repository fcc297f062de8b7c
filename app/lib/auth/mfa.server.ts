/**
 * TOTP factors of the signed-in viewer, always through their own session (supabase-js's MFA
 * API against the auth server; ADR 017, ADR 026). The auth server holds the secrets and checks
 * the codes; its verification hook counts wrong codes and refuses a code used once (ADR 018).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { AuthError } from "@supabase/supabase-js";
import { qrPicture } from "./qr.server";
import type { Enrolment, FactorSummary } from "./two-step";

/** The issuer authenticator apps show above the code. */
export const TOTP_ISSUER = "Rankwell";

/** The viewer's TOTP factors, newest first (unverified ones are setups never finished). 1 request. */
export async function listTotpFactors(context: AppLoadContext): Promise<FactorSummary[] | { error: AuthError }> {
  const { data, error } = await context.auth.client().supabase.auth.mfa.listFactors();
  if (error) return { error };
  return data.all
    .filter((factor) => factor.factor_type === "totp")
    .map((factor) => ({
      id: factor.id,
      name: factor.friendly_name ?? "",
      verified: factor.status === "verified",
      createdAt: factor.created_at,
    }))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** Starts a TOTP setup: the factor exists unverified until a code confirms it. 1 request. */
export async function enrolTotp(context: AppLoadContext, name: string): Promise<Enrolment | { error: AuthError }> {
  const { data, error } = await context.auth.client().supabase.auth.mfa.enroll({
    factorType: "totp",
    friendlyName: name,
    issuer: TOTP_ISSUER,
  });
  if (error) return { error };
  return { factorId: data.id, secret: data.totp.secret, qr: qrPicture(data.totp.uri) };
}

/**
 * Challenges a factor and answers the challenge with `code`. On success the session is at aal2
 * and its new cookies are set on the response; a factor being set up becomes verified. 2 requests.
 */
export async function verifyTotp(context: AppLoadContext, factorId: string, code: string): Promise<AuthError | null> {
  const { error } = await context.auth.client().supabase.auth.mfa.challengeAndVerify({ factorId, code });
  return error;
}

/** Removes a factor (a verified one needs an aal2 session). 1 request. */
export async function removeFactor(context: AppLoadContext, factorId: string): Promise<AuthError | null> {
  const { error } = await context.auth.client().supabase.auth.mfa.unenroll({ factorId });
  return error;
}
