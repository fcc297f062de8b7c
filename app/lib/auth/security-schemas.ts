/** Schemas of the two-step and one-time-code forms (ADR 010's protocol; copy in content). */
import { z } from "zod";
import { codeSignInMessages, twoStepCopy, twoStepMessages } from "~/content/account-security";
import { authMessages } from "~/content/auth";
import { hasControlCharacters } from "~/lib/forms/text-rules";

/** Six digits; spaces people type between the groups ("123 456") are dropped. */
export function sixDigits(required: string, format: string) {
  return z
    .string()
    .transform((value) => value.replace(/\s+/g, ""))
    .pipe(
      z
        .string()
        .min(1, required)
        .regex(/^\d{6}$/, format),
    );
}

/** Factor ids are UUIDs the auth server gave; anything else is refused before any call. */
const factorId = z.string().uuid(twoStepMessages.enrolExpired);

export const enrolSchema = z.object({
  name: z
    .string()
    .max(60, twoStepMessages.nameTooLong)
    .refine((value) => !hasControlCharacters(value), authMessages.controlCharacters)
    .transform((value) => value || twoStepCopy.defaultFactorName),
});

export const factorCodeSchema = z.object({
  factorId,
  code: sixDigits(twoStepMessages.codeRequired, twoStepMessages.codeFormat),
});

export const removeFactorSchema = z.object({ factorId });

export const emailCodeSchema = z.object({
  email: z.string().min(1, codeSignInMessages.missingEmail).max(254, codeSignInMessages.missingEmail),
  code: sixDigits(codeSignInMessages.codeRequired, codeSignInMessages.codeFormat),
  redirectTo: z.string(),
});

export type FactorCodeField = keyof typeof factorCodeSchema.shape;
export type EmailCodeField = keyof typeof emailCodeSchema.shape;
