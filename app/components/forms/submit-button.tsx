import { useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";

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
      className={
        "inline-flex w-full items-center justify-center rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white " +
        "hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60 " +
        className
      }
    >
      {pending ? pendingLabel : children}
    </button>
  );
}
