/** What a record form's fields are drawn from: the form's id on its page, the values to show and the errors. */
export interface FormFieldsProps<Field extends string> {
  id: string;
  values: Partial<Record<Field, string>>;
  errors: Partial<Record<Field, string>>;
}

/**
 * A form's fields bound to what the server sent back (`formReply`): each field's name, the value to
 * show (as typed before a refusal, or as stored, else `fallback`) and its error. A field spreads
 * `bind(name)`, so the name it sends, the value it shows and the error it announces cannot disagree.
 */
export function bindFields<Field extends string>(
  values: Partial<Record<Field, string>>,
  errors: Partial<Record<Field, string>>,
) {
  return (name: Field, fallback?: string) => ({ name, defaultValue: values[name] ?? fallback, error: errors[name] });
}
