import { useId, type SelectHTMLAttributes } from "react";

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "id"> {
  label: string;
  name: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** An empty first option, e.g. "Choose a service". */
  placeholder?: string;
  error?: string;
}

/** A labelled select whose error is announced and tied to it, like TextField. */
export function SelectField({ label, name, options, placeholder, error, className, ...select }: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={
          "mt-1 block w-full rounded-md border bg-white px-3 py-2 text-slate-900 shadow-sm " +
          "focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none " +
          (error ? "border-red-600" : "border-slate-300")
        }
        {...select}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
