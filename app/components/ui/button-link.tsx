import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

export type ButtonVariant = "primary" | "secondary" | "ghost-dark" | "outline-light";

const VARIANTS: Record<ButtonVariant, string> = {
  primary: "bg-brand-700 text-white hover:bg-brand-800",
  /** White on dark sections. */
  secondary: "bg-white text-slate-900 hover:bg-slate-100",
  /** Outlined, on dark sections. */
  "ghost-dark": "border border-white/30 text-white hover:bg-white/10",
  /** Outlined, on light pages. */
  "outline-light": "border border-brand-700 text-brand-800 hover:bg-brand-50",
};

/**
 * A link styled as a button: every call to action is a real link, so it works before hydration
 * and without JavaScript.
 */
export function ButtonLink({
  href,
  children,
  variant = "primary",
  className = "",
}: {
  href: string;
  children: ReactNode;
  variant?: ButtonVariant;
  className?: string;
}) {
  return (
    <Link
      to={href}
      className={`inline-flex items-center justify-center gap-2 rounded-md px-5 py-3 text-center font-semibold transition-colors ${VARIANTS[variant]} ${className}`}
    >
      {children}
    </Link>
  );
}
