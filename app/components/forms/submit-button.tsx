import { useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { buttonClass } from "~/components/ui/button";

/** A submit button that shows a pending label while its form's submission is in flight. */
export function SubmitButton({
  children,
  pendingLabel,
  name,
  value,
  disabled,
  className = "",
}: {
  children: ReactNode;
  pendingLabel: string;
  name?: string;
  value?: string;
  disabled?: boolean;
  className?: string;
}) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && (name === undefined || navigation.formData?.get(name) === value);
  return (
    <button
      type="submit"
      name={name}
      value={value}
      disabled={disabled || pending}
      aria-disabled={disabled || pending ? true : undefined}
      className={`${buttonClass({ size: "lg", block: true })} ${className}`}
    >
      {pending ? pendingLabel : children}
    </button>
  );
}

/**
 * The submit button of a form sent as server markup (ServerForm): the same look, its pending label
 * shown by ServerForm while the submission is in flight.
 */
export function MarkupSubmitButton({
  children,
  pendingLabel,
  name,
  value,
}: {
  children: ReactNode;
  pendingLabel: string;
  name?: string;
  value?: string;
}) {
  return (
    <button
      type="submit"
      name={name}
      value={value}
      data-pending-label={pendingLabel}
      className={buttonClass({ size: "lg", block: true })}
    >
      {children}
    </button>
  );
}
