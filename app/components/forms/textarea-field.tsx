import { useId, type TextareaHTMLAttributes } from "react";
import { controlClass, FieldError, FieldLabel } from "./field-parts";

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
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <textarea
        id={id}
        name={name}
        rows={5}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={controlClass(error, { multiline: true })}
        {...textarea}
      />
      <FieldError id={errorId} error={error} />
    </div>
  );
}
