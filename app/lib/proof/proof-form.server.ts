import { proofMessages } from "~/content/proof";
import { parseForm, type FormSchema } from "../forms/parse";
import { formReply } from "../forms/reply.server";
import type { z } from "zod";

/**
 * A proof form submitted (logos, case study figures): its data, or the 400 reply with messages and
 * the typed values.
 */
export function parseProofForm<S extends z.ZodRawShape, T>(schema: FormSchema<S, T>, form: FormData) {
  const parsed = parseForm(schema, form);
  if (parsed.ok) return { ok: true as const, data: parsed.data };
  return { ok: false as const, reply: proofFormReply(parsed.errors, parsed.values, proofMessages.fixErrors) };
}

/** The 400 reply, with the form as typed, when the table refused what the form let through. */
export function refusedProofForm<S extends z.ZodRawShape, T>(schema: FormSchema<S, T>, form: FormData) {
  return proofFormReply({}, parseForm(schema, form).values, proofMessages.refused);
}

function proofFormReply<K extends string>(
  errors: Partial<Record<K, string>>,
  values: Partial<Record<K, string>>,
  formError: string,
) {
  return formReply<K, "save">(400, { intent: "save", formError, errors, values });
}
