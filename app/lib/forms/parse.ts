import type { z } from "zod";
import { formText } from "~/lib/http/form-data";
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from "./text-rules";

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
 * shown again as the visitor left it. A field carrying control characters (NUL, BEL…; tabs and
 * line breaks aside) fails here, in one place for every form: Postgres text cannot hold NUL, and
 * the database's refusal would otherwise reach the visitor as an outage (issue 24).
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
  const errors: Partial<Record<K, string>> = {};
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) errors[issue.path[0] as K] ??= issue.message;
  }
  // A field's own message comes first; a field its schema let through is still refused here.
  for (const name of names) {
    // A secret (a password) keeps its bidirectional characters: it is never shown, and may predate the rule.
    const bidi = !secret.includes(name);
    if (hasControlCharacters(input[name]!, { multiline: true, bidi })) errors[name] ??= CONTROL_CHARACTERS_MESSAGE;
  }
  if (parsed.success && !Object.keys(errors).length) return { ok: true, data: parsed.data, values };
  return { ok: false, errors, values };
}
