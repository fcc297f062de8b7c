import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { Link } from "@remix-run/react";
import { forwardRef, type AnchorHTMLAttributes, type ReactNode } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
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
      <Menu label="Login" triggerClassName={buttonClass("ghost")} items={[{ links: loginMenuItems }]} />
      <a href={signInButton.href} className={buttonClass("solid")}>
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
              className="flex h-8 w-8 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
            >
              {avatarInitial(viewer.email)}
            </span>
            <span className="max-w-40 truncate">{name}</span>
          </span>
        }
        accessibleLabel={`Account menu for ${name}`}
        triggerClassName={buttonClass("ghost")}
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
          {header ? <p className="px-3 py-2 text-xs text-slate-600">{header}</p> : null}
          {items.map((group, index) => (
            <div key={index} className={index ? "mt-1 border-t border-slate-200 pt-1" : undefined}>
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
              className={`${itemClass} mt-1 w-full border-t border-slate-200 text-left`}
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
            <DropdownMenu.Label className="px-3 py-2 text-xs text-slate-600">{header}</DropdownMenu.Label>
          ) : null}
          {items.map((group, index) => (
            <DropdownMenu.Group key={index}>
              {index ? <DropdownMenu.Separator className="my-1 h-px bg-slate-200" /> : null}
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
              <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
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
  "absolute right-0 mt-2 min-w-56 rounded-lg border border-slate-200 bg-white p-1 text-slate-900 shadow-lg";
const groupLabelClass = "px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase";
const itemClass =
  "block rounded-md px-3 py-2 text-sm text-slate-800 outline-none hover:bg-slate-100 focus:bg-slate-100 data-[highlighted]:bg-slate-100";

function buttonClass(kind: "solid" | "ghost"): string {
  return kind === "solid"
    ? "inline-flex items-center rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
    : "inline-flex items-center rounded-md px-3 py-2 text-sm font-medium hover:bg-slate-100 dark:hover:bg-white/10";
}
