import { useId, type SelectHTMLAttributes } from "react";
import { UiIcon } from "~/components/ui/ui-icon";
import { controlClass, FieldError, FieldLabel } from "./field-parts";

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
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <div className="relative">
        <select
          id={id}
          name={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`${controlClass(error)} appearance-none pr-10`}
          {...select}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <UiIcon
          name="chevron-down"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-fg-subtle"
        />
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
