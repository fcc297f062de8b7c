import { Link } from "@remix-run/react";
import type { ButtonHTMLAttributes, MouseEventHandler, ReactNode } from "react";
import type { HERO_HOOKS } from "~/components/home/hero.behaviour";
import type { Cta } from "~/content/types";
import { hook } from "~/lib/markup/data-hooks";
import { DIALOG_HOOKS, type DialogName } from "~/lib/ui/dialogs";

/** The button variants and sizes of docs/product.md §9.4. */
export type ButtonVariant = "default" | "destructive" | "outline" | "secondary" | "ghost" | "link";
export type ButtonSize = "default" | "sm" | "lg" | "icon";

/** The `btn` utility (app/tailwind.css): what every button shares, written once in the stylesheet. */
const BASE = "btn";

const VARIANTS: Record<ButtonVariant, string> = {
  default: "bg-accent-solid text-on-accent shadow-sm hover:bg-accent-solid-hover",
  destructive: "bg-danger text-surface shadow-sm hover:opacity-90",
  outline: "border border-border-strong bg-surface text-fg hover:bg-surface-sunken",
  secondary: "bg-surface-sunken text-fg ring-1 ring-border ring-inset hover:bg-border",
  ghost: "text-fg hover:bg-surface-sunken",
  link: "text-accent underline-offset-4 hover:underline",
};

const SIZES: Record<ButtonSize, string> = {
  default: "h-11 px-5 text-sm",
  sm: "h-9 px-3.5 text-sm",
  lg: "h-12 px-6 text-base",
  icon: "size-11",
};

export interface ButtonStyle {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Full width (primary actions on phones). */
  block?: boolean;
}

export function buttonClass({ variant = "default", size = "default", block = false }: ButtonStyle = {}): string {
  const sizing = variant === "link" ? "h-auto px-0 text-sm" : SIZES[size];
  return `${BASE} ${VARIANTS[variant]} ${sizing}${block ? " w-full" : ""}`;
}

/**
 * The attributes by which the hero's behaviour (app/components/home/hero.behaviour.ts) scrolls a
 * link, spelled here and held to its names by type: importing them would bring the hero's code into
 * every page that has a button.
 */
type ScrollHooks = Record<`${HERO_HOOKS.scrollTo | HERO_HOOKS.scrollFallback}`, string | number | undefined>;

/**
 * A link that looks like a button: every call to action is a real link, so it works before
 * hydration and without JavaScript.
 */
export function ButtonLink({
  href,
  children,
  className = "",
  newTab = false,
  onClick,
  dialog,
  scrollTo,
  scrollFallbackViewports,
  ...style
}: ButtonStyle & {
  href: string;
  children: ReactNode;
  className?: string;
  newTab?: boolean;
  /** An enhancement only: the link must work without it. */
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  /** With JavaScript the link opens this dialog (app/hooks/use-dialog-triggers.ts). */
  dialog?: DialogName;
  /** In server markup: with JavaScript the link scrolls to this section of the page (app/components/home/hero.behaviour.ts). */
  scrollTo?: string;
  /** Where that section is missing, how many window heights to scroll instead. */
  scrollFallbackViewports?: number;
}) {
  return (
    <Link
      to={href}
      onClick={onClick}
      {...hook(DIALOG_HOOKS.open, dialog)}
      {...({ "data-scroll-to": scrollTo, "data-scroll-fallback": scrollFallbackViewports } satisfies ScrollHooks)}
      className={`${buttonClass(style)} ${className}`}
      {...(newTab ? { target: "_blank", rel: "noopener" } : {})}
    >
      {children}
    </Link>
  );
}

export function Button({
  variant,
  size,
  block,
  className = "",
  type = "button",
  ...props
}: ButtonStyle & ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type={type} className={`${buttonClass({ variant, size, block })} ${className}`} {...props} />;
}

/**
 * A page's one or two closing actions: the primary, then an outline one; large, side by side from
 * the small breakpoint and full width, stacked, on phones.
 */
export function ActionPair({
  primary,
  secondary,
  className = "",
}: {
  primary: Cta;
  secondary?: Cta;
  className?: string;
}) {
  return (
    <div className={`flex flex-col justify-center gap-3 sm:flex-row ${className}`}>
      <ButtonLink href={primary.href} size="lg" className="max-sm:w-full">
        {primary.label}
      </ButtonLink>
      {secondary ? (
        <ButtonLink href={secondary.href} size="lg" variant="outline" className="max-sm:w-full">
          {secondary.label}
        </ButtonLink>
      ) : null}
    </div>
  );
}
