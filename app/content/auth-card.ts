/**
 * The words of the sign-in pages' card itself (app/components/auth/auth-card.tsx), apart from the
 * rest of their copy (auth.ts): /auth/mfa, the one sign-in page the browser renders, loads only
 * these, not every title, label and message of the other forms.
 */

export type AuthMode = "sign-in" | "sign-up" | "forgot" | "code" | "resend";

export const authCardLabels = {
  modeSwitch: "Sign in or create an account",
  signInTab: "Sign in",
  signUpTab: "Create account",
  remembered: "Remembered it?",
  backToSignIn: "Back to sign in",
} as const;
