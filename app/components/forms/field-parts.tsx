/** What TextField, SelectField and TextareaField share: the control's look, the label and the error line. */

/** Inputs and selects share one height (44 px, a comfortable touch target); textareas grow. */
export function controlClass(error: string | undefined, { multiline = false } = {}): string {
  return (
    "block w-full rounded-lg border bg-surface-raised px-3.5 text-base text-fg shadow-sm sm:text-sm " +
    "placeholder:text-fg-subtle focus:border-accent focus:ring-2 focus:ring-accent/30 focus:outline-none " +
    (multiline ? "py-2.5 " : "h-11 ") +
    (error ? "border-danger" : "border-border-strong")
  );
}

export function FieldLabel({ htmlFor, children }: { htmlFor: string; children: string }) {
  return (
    <label htmlFor={htmlFor} className="mb-1.5 block text-sm font-medium text-fg">
      {children}
    </label>
  );
}

/** The field's error, tied to the control with aria-describedby={id}. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} className="mt-1.5 text-sm font-medium text-danger">
      {error}
    </p>
  ) : null;
}

/** The hint under a field, tied to it with aria-describedby={id}. */
export function FieldHint({ id, hint }: { id: string; hint: string | undefined }) {
  return hint ? (
    <p id={id} className="mt-1.5 text-sm text-fg-subtle">
      {hint}
    </p>
  ) : null;
}
