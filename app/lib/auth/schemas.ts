/**
 * One schema per auth form, as for the lead forms (ADR 010). Messages come from content; the
 * missing-credentials summary is the contract text of docs/product.md §5.
 */
import { z } from "zod";
import { authMessages as m } from "~/content/auth";

const email = z.string().min(1, m.emailRequired);
const password = z.string().min(1, m.passwordRequired);

export const signInSchema = z.object({ email, password, redirectTo: z.string() });

export const signUpSchema = z.object({
  fullName: z.string().min(1, m.missingFullName),
  email,
  password,
  redirectTo: z.string(),
});

export const forgotPasswordSchema = z.object({ email });

export const newPasswordSchema = z
  .object({ password: z.string().min(1, m.newPasswordRequired), confirmPassword: z.string() })
  .refine((value) => value.password === value.confirmPassword, {
    message: m.passwordsDiffer,
    path: ["confirmPassword"],
  });

export type SignInField = keyof typeof signInSchema.shape;
export type SignUpField = keyof typeof signUpSchema.shape;
export type NewPasswordField = "password" | "confirmPassword";
