import { TextField } from "~/components/forms/text-field";
import { authLabels } from "~/content/auth";

/** The sign-in email of the auth forms, filled back from the reply and carrying its error. */
export function EmailField({
  defaultValue,
  error,
  invalidBy,
  required = true,
}: {
  defaultValue?: string;
  error?: string;
  /** The id of the form's message, when it is what marks this field invalid (shownErrors). */
  invalidBy?: string;
  required?: boolean;
}) {
  return (
    <TextField
      label={authLabels.email}
      name="email"
      type="email"
      autoComplete="email"
      required={required}
      defaultValue={defaultValue}
      error={error}
      {...invalidAttributes(invalidBy)}
    />
  );
}

/** A field the form's message marks invalid: flagged, and described by that message. */
export function invalidAttributes(messageId: string | undefined) {
  return messageId ? { "aria-invalid": true, "aria-describedby": messageId } : {};
}
