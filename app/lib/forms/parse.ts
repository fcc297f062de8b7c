import type { z } from "zod";
import { formText } from "~/lib/http/form-data";

type Shape = z.ZodRawShape;

/** What a form gets back when it is sent back: a message per field and what was typed. */
export interface FormFailure<K extends string> {
  ok: false;
  errors: Partial<Record<K, string>>;
  values: Record<K, string>;
}

export type FormResult<S extends Shape, T> = { ok: true; data: T; values: Record<keyof S & string, string> } | FormFailure<keyof S & string>;

/**
 * Reads the schema's fields from submitted form data (as trimmed text) and validates them. Every
 * field that fails gets its first message; the typed values come back either way, so the form
 * can be shown again as the visitor left it.
 */
export function parseForm<S extends Shape, T>(schema: z.ZodType<T, z.ZodTypeDef, unknown> & { shape: S }, form: FormData): FormResult<S, T> {
  const names = Object.keys(schema.shape) as (keyof S & string)[];
  const values = Object.fromEntries(names.map((name) => [name, formText(form, name)])) as Record<keyof S & string, string>;
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data, values };
  const errors: Partial<Record<keyof S & string, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof S & string;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors, values };
}
