/** Password hashing (bcrypt, as GoTrue) and the project's password rules. */
import { compare, hash } from "bcryptjs";
import { authErrors } from "./auth-errors";
import { passwordProblem, type PasswordProblem } from "../../app/lib/auth/password-policy";
import { projectConfig } from "./project-config";

/** config.toml's auth.minimum_password_length (the policy's length; a unit test holds them equal). */
export const MIN_PASSWORD_LENGTH = projectConfig().minimumPasswordLength;
const MAX_PASSWORD_LENGTH = 72; // bcrypt's limit; GoTrue rejects longer passwords

/** A few passwords every breach list holds; rejected with reason "pwned". */
const COMMON_PASSWORDS = new Set([
  "123456",
  "1234567",
  "12345678",
  "123456789",
  "1234567890",
  "111111",
  "000000",
  "123123",
  "654321",
  "666666",
  "password",
  "password1",
  "password123",
  "passw0rd",
  "qwerty",
  "qwerty123",
  "qwertyuiop",
  "abc123",
  "abcdef",
  "letmein",
  "welcome",
  "iloveyou",
  "monkey",
  "dragon",
  "football",
  "baseball",
  "sunshine",
  "princess",
  "admin",
  "admin123",
  "secret",
  "changeme",
]);

/** The auth server's words for each of the policy's reasons (app/lib/auth/password-policy.ts). */
const POLICY_MESSAGES: Record<PasswordProblem, string> = {
  length: `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`,
  repeated: "Password should not be one character repeated.",
  email: "Password should not be the account's email address.",
};

/**
 * Throws `weak_password` (422) or `validation_failed` when the password breaks the rules: the
 * site's policy (the same function its forms use, ADR 060) and a short breach list.
 */
export function assertStrongPassword(password: string, email?: string): void {
  if (password.length > MAX_PASSWORD_LENGTH) {
    throw authErrors.validation(`Password cannot be longer than ${MAX_PASSWORD_LENGTH} characters`);
  }
  const reasons: string[] = [];
  const messages: string[] = [];
  const problem = passwordProblem(password, email);
  if (problem) {
    reasons.push(problem);
    messages.push(POLICY_MESSAGES[problem]);
  }
  if (COMMON_PASSWORDS.has(password.toLowerCase())) {
    reasons.push("pwned");
    messages.push("Password is known to be weak and easy to guess, please choose a different one.");
  }
  if (reasons.length) throw authErrors.weakPassword(messages.join(" "), reasons);
}

export function hashPassword(password: string, cost: number): Promise<string> {
  return hash(password, cost);
}

// Compared against when the user does not exist, so both paths take about as long.
const DUMMY_HASH = "$2b$10$LGPhy8KloKgYbbcw0hRi2OIxdV.luhi9tMe1Bxf8OWZrxx4ta7mWe";

export async function verifyPassword(password: string, encrypted: string | null | undefined): Promise<boolean> {
  if (!encrypted) {
    await compare(password, DUMMY_HASH).catch(() => false);
    return false;
  }
  return compare(password, encrypted).catch(() => false);
}
