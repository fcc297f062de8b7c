import { TextField } from "~/components/forms/text-field";
import { authLabels } from "~/content/auth";

/** The sign-in email of the auth forms, filled back from the reply and carrying its error. */
export function EmailField({
  defaultValue,
  error,
  required = true,
}: {
  defaultValue?: string;
  error?: string;
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
    />
  );
}
