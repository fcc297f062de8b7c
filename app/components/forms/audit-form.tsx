import { Form } from "@remix-run/react";
import { useId } from "react";

export interface AuditFormProps {
  /** What the visitor typed, when the server sends the form back with an error. */
  defaultValue?: string;
  error?: string;
  /** Dark sections (home) or light pages. */
  tone?: "dark" | "light";
  submitLabel?: string;
}

/**
 * The free-audit form (SPEC §2, §4): one field named `url`, posted to /audit, whose answer
 * (a redirect to the audit provider) opens in a new tab. Works as plain HTML.
 */
export function AuditForm({ defaultValue, error, tone = "light", submitLabel = "Start Free Audit" }: AuditFormProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const dark = tone === "dark";
  return (
    <Form method="post" action="/audit" target="_blank" reloadDocument className="w-full" noValidate>
      <label htmlFor={id} className={`block text-sm font-medium ${dark ? "text-slate-200" : "text-slate-800"}`}>
        Website URL
      </label>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row">
        <input
          id={id}
          name="url"
          type="text"
          inputMode="url"
          autoComplete="url"
          spellCheck={false}
          placeholder="yourwebsite.com"
          defaultValue={defaultValue}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={
            "min-w-0 flex-1 rounded-md border px-4 py-3 text-base text-slate-900 shadow-sm focus:ring-2 focus:ring-brand-500 focus:outline-none " +
            (error ? "border-red-600 bg-white" : "border-slate-300 bg-white")
          }
        />
        <button
          type="submit"
          className="rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-50"
        >
          {submitLabel}
        </button>
      </div>
      {error ? (
        <p id={errorId} role="alert" className={`mt-2 text-sm font-medium ${dark ? "text-red-300" : "text-red-700"}`}>
          {error}
        </p>
      ) : null}
    </Form>
  );
}
