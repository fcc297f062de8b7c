/** What TextField, SelectField and TextareaField share: the control's look and the error line. */

export function controlClass(error: string | undefined): string {
  return (
    "mt-1 block w-full rounded-md border bg-white px-3 py-2 text-slate-900 shadow-sm " +
    "focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none " +
    (error ? "border-red-600" : "border-slate-300")
  );
}

export function FieldLabel({ htmlFor, children }: { htmlFor: string; children: string }) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-medium text-slate-800">
      {children}
    </label>
  );
}

/** The field's error, tied to the control with aria-describedby={id}. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {error}
    </p>
  ) : null;
}
