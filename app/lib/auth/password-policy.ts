import { PASSWORD_MIN_LENGTH } from "~/content/auth";

/** Why a new password is refused; the names are the weak-password reasons (content/auth.ts). */
export type PasswordProblem = "length" | "repeated" | "email";

/**
 * The password policy for a new password (ADR 060): at least PASSWORD_MIN_LENGTH characters, not
 * one character repeated, not the account's email. The site's forms check it before the auth
 * server is asked; the local stand-in applies this same function. Hosted Supabase enforces the
 * length (config.toml); the other two hold for every password set through the site.
 */
export function passwordProblem(password: string, email?: string): PasswordProblem | null {
  if (password.length < PASSWORD_MIN_LENGTH) return "length";
  if (new Set(password).size === 1) return "repeated";
  if (email && password.trim().toLowerCase() === email.trim().toLowerCase()) return "email";
  return null;
}
