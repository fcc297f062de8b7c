import type { EmailOtpType } from "@supabase/supabase-js";
import type { AppLoadContext } from "@remix-run/cloudflare";

/** Link types that arrive at /auth from an email: sign-up confirmation, email change, magic link, invite. */
const EMAIL_LINK_TYPES: readonly EmailOtpType[] = ["signup", "email", "email_change", "magiclink", "invite"];

export type EmailLinkResult = "none" | "accepted" | "rejected";

/**
 * Completes an emailed link when the URL carries one: `?token_hash=…&type=…` (Supabase's
 * server-side email templates) or `?code=…` (its default PKCE links). On success the session
 * cookies are set on the client and the caller redirects.
 */
export async function completeEmailLink(
  url: URL,
  context: AppLoadContext,
  allowedTypes: readonly EmailOtpType[] = EMAIL_LINK_TYPES,
): Promise<EmailLinkResult> {
  const tokenHash = url.searchParams.get("token_hash");
  const type = url.searchParams.get("type") as EmailOtpType | null;
  const code = url.searchParams.get("code");
  if (!tokenHash && !code) return "none";
  if (tokenHash && (!type || !allowedTypes.includes(type))) return "rejected";
  const { supabase } = context.auth.client();
  const { error } = tokenHash
    ? await supabase.auth.verifyOtp({ token_hash: tokenHash, type: type! })
    : await supabase.auth.exchangeCodeForSession(code!);
  if (error) {
    console.warn("Email link rejected:", error.code, error.message);
    return "rejected";
  }
  return "accepted";
}
