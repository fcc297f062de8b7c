/**
 * What the sign-in page (/auth) shows of one-time codes and email links: the code form's copy and
 * the messages for a link that failed (docs/product.md §5.7). Apart from account-security.ts, the
 * copy of two-step sign-in and sessions, which the sign-in page never shows.
 */

/** Two-step sign-in locked after too many wrong codes (also a link error, `mfa-locked`). */
export const MFA_LOCKED_MESSAGE =
  "Too many wrong codes. Two-step sign-in is locked for 5 minutes and you were signed out; please try again then.";

export const codeSignInCopy = {
  title: "Sign In with a Code",
  intro: "We email you a six-digit code and a sign-in link. No password needed.",
  request: "Email me a code",
  requestAgain: "Email me a new code",
  codeLabel: "Code from the email",
  requestPending: "Sending…",
  codeIntro: "Enter the six-digit code from the email, or open the link in it.",
  verify: "Sign in",
  verifyPending: "Signing in…",
  switchLink: "Sign in with a code instead",
  resendTitle: "Confirmation Email",
  resendIntro: "Did not get the email that confirms your account? We can send it again.",
  resend: "Send the confirmation again",
  resendPending: "Sending…",
} as const;

/** A callback URL's error (query or #fragment), in our words, each with the next step. */
export const linkErrorMessages: Readonly<Record<string, string>> = {
  otp_expired: "This email link has expired or was already used. Request a new link below.",
  access_denied: "This email link could not be used. Request a new link below.",
  "mfa-locked": MFA_LOCKED_MESSAGE,
};
export const linkErrorFallback = "This link could not be used. Request a new link below.";
