/**
 * One schema per auth form, as for the lead forms (ADR 010). Messages come from content; the
 * missing-credentials summary is the contract text of docs/product.md §5.
 */
import { z } from "zod";
import { authMessages as m } from "~/content/auth";
import { hasControlCharacters } from "~/lib/forms/text-rules";
import { passwordProblem } from "./password-policy";

/** As long as an address may be (RFC 5321); the auth server judges the rest of its shape. */
const EMAIL_MAX = 254;
/** profiles.full_name holds at most 200 characters (docs/product.md §3.1). */
const FULL_NAME_MAX = 200;

const email = z
  .string()
  .min(1, m.emailRequired)
  .max(EMAIL_MAX, m.emailInvalid)
  .refine((value) => !hasControlCharacters(value), m.emailInvalid);
const password = z.string().min(1, m.passwordRequired);

const POLICY_MESSAGES = {
  length: m.passwordTooShort,
  repeated: m.passwordRepeated,
  email: m.passwordIsEmail,
} as const;

/** A new password under the policy (password-policy.ts), judged beside the account's email when known. */
export function newPasswordIssue(password: string, email?: string): string | null {
  const problem = passwordProblem(password, email);
  return problem ? POLICY_MESSAGES[problem] : null;
}

export const signInSchema = z.object({ email, password, redirectTo: z.string() });

export const signUpSchema = z
  .object({
    fullName: z
      .string()
      .min(1, m.missingFullName)
      .max(FULL_NAME_MAX, m.fullNameTooLong)
      .refine((value) => !hasControlCharacters(value), m.controlCharacters),
    email,
    password,
    redirectTo: z.string(),
  })
  .superRefine((value, context) => {
    const issue = value.password ? newPasswordIssue(value.password, value.email) : null;
    if (issue) context.addIssue({ code: "custom", message: issue, path: ["password"] });
  });

export const forgotPasswordSchema = z.object({ email });

/** A new password's field (reset, change): required, then the policy. */
export const newPassword = z
  .string()
  .min(1, m.newPasswordRequired)
  .superRefine((value, context) => {
    const issue = newPasswordIssue(value);
    if (issue) context.addIssue({ code: "custom", message: issue });
  });

export const newPasswordSchema = z
  .object({ password: newPassword, confirmPassword: z.string() })
  .refine((value) => value.password === value.confirmPassword, {
    message: m.passwordsDiffer,
    path: ["confirmPassword"],
  });

export type SignInField = keyof typeof signInSchema.shape;
export type SignUpField = "fullName" | "email" | "password" | "redirectTo";
export type NewPasswordField = "password" | "confirmPassword";
