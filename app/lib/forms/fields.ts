/**
 * Field rules shared by the contact and demo-booking schemas. Messages come from content; limits
 * match the columns of public.leads (supabase/migrations/20261122000200_leads.sql).
 */
import { z } from "zod";
import { leadMessages as messages } from "~/content/lead-form-messages";
import { leadFieldLimits as limits } from "~/content/lead-forms";
import { hasControlCharacters } from "./text-rules";

/** Text on one line, without control characters (./text-rules.ts). */
const line = () =>
  z
    .string()
    .trim()
    .refine((value) => !hasControlCharacters(value), messages.controlCharacters);

export const nameField = line().pipe(z.string().min(1, messages.nameRequired).max(limits.name, messages.nameTooLong));

export const emailField = z
  .string()
  .trim()
  .min(1, messages.emailRequired)
  .max(limits.email, messages.tooLong)
  .email(messages.emailInvalid);

/** Optional; when given, digits with the usual separators and an optional leading +. */
export const phoneField = z
  .string()
  .trim()
  .max(limits.phone, messages.tooLong)
  .refine((value) => value === "" || /^\+?[\d\s().-]{7,}$/.test(value), messages.phoneInvalid);

export const optionalCompanyField = line().pipe(z.string().max(limits.company, messages.tooLong));

export const requiredCompanyField = optionalCompanyField.pipe(z.string().min(1, messages.companyRequired));

export const optionalMessageField = z
  .string()
  .trim()
  .max(limits.message, messages.tooLong)
  .refine((value) => !hasControlCharacters(value, { multiline: true }), messages.controlCharacters);

export const requiredMessageField = optionalMessageField.pipe(z.string().min(1, messages.messageRequired));

/** A form's optional text as the database keeps it: null when left empty. */
export function orNull(value: string): string | null {
  return value === "" ? null : value;
}
