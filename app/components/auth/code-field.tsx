import { TextField } from "~/components/forms/text-field";

/** A code field for six digits, filled in by password managers that hold the key. */
export function CodeField({ error, label, hint }: { error?: string; label: string; hint?: string }) {
  return (
    <TextField
      label={label}
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9 ]*"
      maxLength={7}
      required
      hint={hint || undefined}
      error={error}
    />
  );
}
