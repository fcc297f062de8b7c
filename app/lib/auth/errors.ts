import type { AuthError } from "@supabase/supabase-js";

/** SPEC §5 (verbatim): what sign-in and sign-up say when email or password is missing. */
export const MISSING_CREDENTIALS = "You must provide either an email or phone number and a password";
/** SPEC §5 (verbatim): a one-time-code or recovery request without an email. */
export const MISSING_EMAIL = "You must provide either an email or phone number";
export const MISSING_FULL_NAME = "Please enter your full name";
export const AUTH_UNAVAILABLE =
  "Sign-in is temporarily unavailable. Please try again in a few minutes; your account is safe.";
export const NO_SESSION = "Sign-in did not return a session. Please try again.";
export const RESET_SENT =
  "If an account exists for that email, a link to reset your password is on its way. It expires in one hour.";
export const RESET_LINK_INVALID = "This password reset link is invalid or has expired. Please request a new one.";
export const EMAIL_LINK_INVALID =
  "This confirmation link is invalid or has expired. Sign in, or create your account again to get a new link.";
export const PASSWORDS_DIFFER = "The two passwords do not match";

const WEAK_PASSWORD_REASONS: Record<string, string> = {
  length: "it is too short (use at least 6 characters)",
  characters: "it needs a mix of letters, digits and symbols",
  pwned: "it has appeared in a known data breach",
};

/** The auth server's message, made readable; its wording is kept where the spec relies on it. */
export function describeAuthError(error: AuthError): string {
  if (error.code === "weak_password") {
    const reasons = (error as AuthError & { reasons?: string[] }).reasons ?? [];
    const explained = reasons.map((reason) => WEAK_PASSWORD_REASONS[reason] ?? reason);
    return explained.length ? `${error.message} The password is weak: ${explained.join("; ")}.` : error.message;
  }
  return error.message;
}

/** Network failures and 5xx answers mean the service is down, not that the visitor erred. */
export function isAuthServiceDown(error: AuthError): boolean {
  return error.name === "AuthRetryableFetchError" || (error.status ?? 0) >= 500 || error.status === 0;
}
