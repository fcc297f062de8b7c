import type { z } from "zod";
import { formText } from "~/lib/http/form-data";

type Shape = z.ZodRawShape;

/** A form's schema: an object of fields, or one refined as a whole (two fields that must match). */
export type FormSchema<S extends Shape, T> = z.ZodType<T, z.ZodTypeDef, unknown> &
  ({ shape: S } | { innerType(): { shape: S } });

export type FormResult<K extends string, T> =
  | { ok: true; data: T; values: Partial<Record<K, string>> }
  | { ok: false; errors: Partial<Record<K, string>>; values: Partial<Record<K, string>> };

/**
 * Reads the schema's fields from submitted form data and validates them. Text is trimmed, except
 * secret fields (passwords), which are read as typed and never returned in `values`. Every field
 * that fails gets its first message; the typed values come back either way, so the form can be
 * shown again as the visitor left it.
 */
export function parseForm<S extends Shape, T>(
  schema: FormSchema<S, T>,
  form: FormData,
  { secret = [] }: { secret?: ReadonlyArray<keyof S & string> } = {},
): FormResult<keyof S & string, T> {
  type K = keyof S & string;
  const names = Object.keys("shape" in schema ? schema.shape : schema.innerType().shape) as K[];
  const input = Object.fromEntries(names.map((name) => [name, formText(form, name, { trim: !secret.includes(name) })]));
  const values = Object.fromEntries(
    names.filter((name) => !secret.includes(name)).map((name) => [name, input[name]!]),
  ) as Partial<Record<K, string>>;
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, data: parsed.data, values };
  const errors: Partial<Record<K, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as K;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors, values };
}
