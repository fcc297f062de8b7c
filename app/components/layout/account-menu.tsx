import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { Link } from "@remix-run/react";
import { forwardRef, type AnchorHTMLAttributes, type ReactNode } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { buttonClass } from "~/components/ui/button";
import { UiIcon } from "~/components/ui/content-icon";
import {
  ADMIN_MENU_LABEL,
  adminMenuItems,
  AVATAR_FALLBACK_INITIAL,
  LOG_OUT_LABEL,
  loginMenuItems,
  signInButton,
  userMenuItems,
} from "~/content/navigation";
import type { Link as ContentLink } from "~/content/types";
import type { Viewer } from "~/lib/auth/viewer";

const LOGOUT_FORM_ID = "account-logout-form";

export function avatarInitial(email: string | null | undefined): string {
  return email?.trim().charAt(0).toUpperCase() || AVATAR_FALLBACK_INITIAL;
}

/**
 * The top bar's account area. Signed out: Sign In plus the guests' login drop-down;
 * signed in: the user menu. Before hydration (or without JavaScript) the drop-downs are
 * <details> disclosures, so every link works without scripts; after hydration Radix takes
 * over for keyboard and screen-reader behaviour.
 */
export function AccountMenu({ viewer }: { viewer: Viewer | null }) {
  return viewer ? <UserMenu viewer={viewer} /> : <GuestMenu />;
}

function GuestMenu() {
  return (
    <div className="flex items-center gap-2">
      <Menu
        label={
          <>
            Login
            <UiIcon name="chevron-down" />
          </>
        }
        triggerClassName={buttonClass({ variant: "ghost", size: "sm" })}
        items={[{ links: loginMenuItems }]}
      />
      <a href={signInButton.href} className={buttonClass({ variant: "outline", size: "sm" })}>
        {signInButton.label}
      </a>
    </div>
  );
}

function UserMenu({ viewer }: { viewer: Viewer }) {
  const name = viewer.fullName || viewer.email || "Account";
  const groups: MenuGroup[] = [{ links: userMenuItems }];
  if (viewer.isAdmin) groups.push({ label: ADMIN_MENU_LABEL, links: adminMenuItems });
  return (
    <>
      <form id={LOGOUT_FORM_ID} method="post" action="/logout" hidden />
      <Menu
        label={
          <span className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className="flex size-7 items-center justify-center rounded-full bg-accent-solid text-xs font-bold text-on-accent"
            >
              {avatarInitial(viewer.email)}
            </span>
            <span className="max-w-40 truncate">{name}</span>
          </span>
        }
        accessibleLabel={`Account menu for ${name}`}
        triggerClassName={buttonClass({ variant: "ghost", size: "sm" })}
        header={viewer.email ?? undefined}
        items={groups}
        logout
      />
    </>
  );
}

interface MenuGroup {
  label?: string;
  links: ContentLink[];
}

function Menu({
  label,
  accessibleLabel,
  triggerClassName,
  header,
  items,
  logout = false,
}: {
  label: ReactNode;
  accessibleLabel?: string;
  triggerClassName: string;
  header?: string;
  items: MenuGroup[];
  logout?: boolean;
}) {
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <details className="relative">
        <summary aria-label={accessibleLabel} className={`${triggerClassName} cursor-pointer list-none`}>
          {label}
        </summary>
        <div className={panelClass}>
          {header ? <p className="px-3 py-2 text-xs text-fg-subtle">{header}</p> : null}
          {items.map((group, index) => (
            <div key={index} className={index ? "mt-1 border-t border-border pt-1" : undefined}>
              {group.label ? <p className={groupLabelClass}>{group.label}</p> : null}
              <ul>
                {group.links.map((link) => (
                  <li key={link.href}>
                    <MenuAnchor link={link} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
          {logout ? (
            <button
              type="submit"
              form={LOGOUT_FORM_ID}
              className={`${itemClass} mt-1 w-full border-t border-border text-left`}
            >
              {LOG_OUT_LABEL}
            </button>
          ) : null}
        </div>
      </details>
    );
  }
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger aria-label={accessibleLabel} className={triggerClassName}>
        {label}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className={`${panelClass} z-50`}>
          {header ? (
            <DropdownMenu.Label className="px-3 py-2 text-xs text-fg-subtle">{header}</DropdownMenu.Label>
          ) : null}
          {items.map((group, index) => (
            <DropdownMenu.Group key={index}>
              {index ? <DropdownMenu.Separator className="my-1 h-px bg-border" /> : null}
              {group.label ? <DropdownMenu.Label className={groupLabelClass}>{group.label}</DropdownMenu.Label> : null}
              {group.links.map((link) => (
                <DropdownMenu.Item key={link.href} asChild>
                  <MenuAnchor link={link} />
                </DropdownMenu.Item>
              ))}
            </DropdownMenu.Group>
          ))}
          {logout ? (
            <>
              <DropdownMenu.Separator className="my-1 h-px bg-border" />
              <DropdownMenu.Item asChild className={itemClass}>
                <button type="submit" form={LOGOUT_FORM_ID} className="w-full text-left">
                  {LOG_OUT_LABEL}
                </button>
              </DropdownMenu.Item>
            </>
          ) : null}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** Forwards Radix's props and ref (it renders menu items through asChild). */
const MenuAnchor = forwardRef<HTMLAnchorElement, { link: ContentLink } & AnchorHTMLAttributes<HTMLAnchorElement>>(
  function MenuAnchor({ link, className, ...rest }, ref) {
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
  },
);

const panelClass =
  "absolute right-0 mt-2 min-w-56 rounded-xl border border-border bg-surface-raised p-1 text-fg shadow-pop";
const groupLabelClass = "px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-fg-subtle uppercase";
const itemClass =
  "block rounded-lg px-3 py-2 text-sm text-fg outline-none hover:bg-surface-sunken focus:bg-surface-sunken data-[highlighted]:bg-surface-sunken";
