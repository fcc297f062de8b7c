import { Link } from "@remix-run/react";
import { forwardRef, type AnchorHTMLAttributes, type ReactNode } from "react";
import { AVATAR_FALLBACK_INITIAL } from "~/content/navigation";
import type { Link as ContentLink } from "~/content/types";

/** The hidden form the menus' Log Out buttons submit (a POST, so it works without JavaScript). */
export const LOGOUT_FORM_ID = "account-logout-form";

export interface MenuGroup {
  label?: string;
  links: ContentLink[];
}

/** What both forms of an account menu draw: the <details> disclosure and the Radix drop-down. */
export interface AccountMenuProps {
  label: ReactNode;
  accessibleLabel?: string;
  triggerClassName: string;
  header?: string;
  items: MenuGroup[];
  logout?: boolean;
}

/** The avatar's letter: the email's first, upper case. */
export function avatarInitial(email: string | null | undefined): string {
  return email?.trim().charAt(0).toUpperCase() || AVATAR_FALLBACK_INITIAL;
}

/** The viewer's initial in a disc, beside their name (the top bar's menu, the account sidebar). */
export function Avatar({ email, className }: { email: string | null | undefined; className: string }) {
  return (
    <span
      aria-hidden="true"
      className={`flex shrink-0 items-center justify-center rounded-full bg-accent-solid text-on-accent ${className}`}
    >
      {avatarInitial(email)}
    </span>
  );
}

/** Forwards Radix's props and ref (it renders menu items through asChild). */
export const MenuAnchor = forwardRef<
  HTMLAnchorElement,
  { link: ContentLink } & AnchorHTMLAttributes<HTMLAnchorElement>
>(function MenuAnchor({ link, className, ...rest }, ref) {
  const classes = `${itemClass} ${className ?? ""}`;
  if (link.newTab) {
    return (
      <a ref={ref} href={link.href} target="_blank" rel="noopener noreferrer" {...rest} className={classes}>
        {link.label}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <Link ref={ref} to={link.href} {...rest} className={classes}>
      {link.label}
    </Link>
  );
});

export const panelClass =
  "absolute right-0 mt-2 min-w-56 rounded-xl border border-border bg-surface-raised p-1 text-fg shadow-pop";
export const groupLabelClass = "px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-fg-subtle uppercase";
export const itemClass =
  "block rounded-lg px-3 py-2 text-sm text-fg outline-none hover:bg-surface-sunken focus:bg-surface-sunken data-[highlighted]:bg-surface-sunken";
