/**
 * Copy of the sign-in pages (/auth, /auth/reset): titles, labels and messages. The two messages
 * marked "verbatim" are contract texts (docs/product.md §5); the rest is ours.
 */

import { authCardLabels } from "./auth-card";

export type { AuthMode } from "./auth-card";

export const authTitles = {
  "sign-in": "Sign In",
  "sign-up": "Create Your Account",
  forgot: "Reset Your Password",
  code: "Sign In with a Code",
  resend: "Confirmation Email",
  reset: "Choose a New Password",
  resetExpired: "Reset Link Expired",
  unavailable: "Sign-In Unavailable",
} as const;

/**
 * The shortest password a new one may be (ADR 060): supabase/config.toml's minimum_password_length
 * says the same, and a unit test holds the two together.
 */
export const PASSWORD_MIN_LENGTH = 10;

/** The line under each card's title. */
export const authIntros = {
  "sign-in": "Welcome back. Sign in to reach your dashboard.",
  "sign-up": "With an account, the audits you run while signed in are saved to it.",
  forgot: "Enter the email you signed up with and we will send you a reset link.",
  code: "We email you a six-digit code and a sign-in link. No password needed.",
  resend: "Did not get the email that confirms your account? We can send it again.",
  reset: `Choose a new password of at least ${PASSWORD_MIN_LENGTH} characters.`,
} as const;

export const authLabels = {
  ...authCardLabels,
  fullName: "Full name",
  email: "Email",
  password: "Password",
  passwordHint: `At least ${PASSWORD_MIN_LENGTH} characters, not one repeated, not your email.`,
  newPassword: "New password",
  confirmPassword: "Repeat the new password",
  forgotLink: "Forgot your password?",
  codeLink: "Sign in with an emailed code instead",
  resendLink: "Did not get the confirmation email?",
  requestNewLink: "Request a new link",
  signInSubmit: "Sign in",
  signInPending: "Signing in…",
  signUpSubmit: "Create account",
  signUpPending: "Creating your account…",
  forgotSubmit: "Send reset link",
  forgotPending: "Sending…",
  resetSubmit: "Save new password",
  resetPending: "Saving…",
} as const;

export const authMessages = {
  /** Verbatim: sign-in and sign-up without an email or a password. */
  missingCredentials: "You must provide either an email or phone number and a password",
  /** Verbatim: a one-time-code or recovery request without an email. */
  missingEmail: "You must provide either an email or phone number",
  missingFullName: "Please enter your full name",
  emailRequired: "Please enter your email address",
  passwordRequired: "Please enter your password",
  emailInvalid: "Please enter a valid email address",
  fullNameTooLong: "Please keep your name under 200 characters",
  controlCharacters: "Please remove the invisible control characters from this field",
  newPasswordRequired: "Please enter a new password",
  /** The password policy (app/lib/auth/password-policy.ts), for a new password. */
  passwordTooShort: `Please choose a password of at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordRepeated: "Please choose a password that is not one character repeated",
  passwordIsEmail: "Please choose a password that is not your email address",
  passwordsDiffer: "The two passwords do not match",
  fixErrors: "Please correct the highlighted fields and try again.",
  unavailable: "Sign-in is temporarily unavailable. Please try again in a few minutes; your account is safe.",
  noSession: "Sign-in did not return a session. Please try again.",
  confirmEmail: "Check your email to confirm your account, then sign in.",
  resetSent:
    "If an account exists for that email, a link to reset your password is on its way. It expires in one hour.",
  resetLinkInvalid: "This password reset link is invalid or has expired. Please request a new one.",
  emailLinkInvalid:
    "This confirmation link is invalid or has expired. Sign in, or create your account again to get a new link.",
} as const;

/** How the auth server's weak-password reasons read to a visitor. */
export const weakPasswordReasons: Readonly<Record<string, string>> = {
  length: `it is too short (use at least ${PASSWORD_MIN_LENGTH} characters)`,
  repeated: "it is one character repeated",
  email: "it is the account's email address",
  characters: "it needs a mix of letters, digits and symbols",
  pwned: "it has appeared in a known data breach",
};
