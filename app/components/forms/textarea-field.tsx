import { useId, type TextareaHTMLAttributes } from "react";

interface TextareaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id"> {
  label: string;
  name: string;
  error?: string;
}

/** A labelled multi-line field whose error is announced and tied to it, like TextField. */
export function TextareaField({ label, name, error, className, ...textarea }: TextareaFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        rows={5}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={
          "mt-1 block w-full rounded-md border bg-white px-3 py-2 text-slate-900 shadow-sm " +
          "focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none " +
          (error ? "border-red-600" : "border-slate-300")
        }
        {...textarea}
      />
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
