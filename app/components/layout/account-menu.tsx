import { lazy, Suspense } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { buttonClass } from "~/components/ui/button";
import { UiIcon } from "~/components/ui/ui-icon";
import {
  ADMIN_MENU_LABEL,
  adminMenuItems,
  AVATAR_FALLBACK_INITIAL,
  LOG_OUT_LABEL,
  loginMenuItems,
  signInButton,
  userMenuItems,
} from "~/content/navigation";
import type { useSiteMenus } from "~/hooks/use-site-menus";
import type { Viewer } from "~/lib/auth/viewer";
import {
  groupLabelClass,
  itemClass,
  LOGOUT_FORM_ID,
  MenuAnchor,
  panelClass,
  type AccountMenuProps,
  type MenuGroup,
} from "./account-menu-parts";

/** Radix, for signed-in viewers only, fetched after hydration (docs/decisions/027). */
const AccountMenuDropdown = lazy(() => import("./account-menu-dropdown"));

export function avatarInitial(email: string | null | undefined): string {
  return email?.trim().charAt(0).toUpperCase() || AVATAR_FALLBACK_INITIAL;
}

/**
 * The top bar's account area. Signed out: Sign In plus the guests' login links, a <details>
 * disclosure (a list of links is navigation, not a menu of actions). Signed in: the user menu, a
 * disclosure until hydration has fetched the Radix drop-down, which then takes over for keyboard
 * and screen-reader behaviour. Every link works without scripts.
 */
export function AccountMenu({ viewer, details }: { viewer: Viewer | null; details?: DetailsProps }) {
  return viewer ? <UserMenu viewer={viewer} /> : <GuestMenu details={details} />;
}

/** The id the top bar's menus know the guests' login links by (useSiteMenus). */
export const LOGIN_MENU_ID = "Login";

/** The top bar's control of a disclosure: one open at a time, Escape and a click outside close it. */
type DetailsProps = ReturnType<ReturnType<typeof useSiteMenus>["detailsProps"]>;

function GuestMenu({ details }: { details?: DetailsProps }) {
  return (
    <div className="flex items-center gap-2">
      <DisclosureMenu
        details={details}
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
  const hydrated = useHydrated();
  const name = viewer.fullName || viewer.email || "Account";
  const groups: MenuGroup[] = [{ links: userMenuItems }];
  if (viewer.isAdmin) groups.push({ label: ADMIN_MENU_LABEL, links: adminMenuItems });
  const props: AccountMenuProps = {
    label: (
      <span className="flex items-center gap-2">
        <span
          aria-hidden="true"
          className="flex size-7 items-center justify-center rounded-full bg-accent-solid text-xs font-bold text-on-accent"
        >
          {avatarInitial(viewer.email)}
        </span>
        <span className="max-w-40 truncate">{name}</span>
      </span>
    ),
    accessibleLabel: `Account menu for ${name}`,
    triggerClassName: buttonClass({ variant: "ghost", size: "sm" }),
    header: viewer.email ?? undefined,
    items: groups,
    logout: true,
  };
  return (
    <>
      <form id={LOGOUT_FORM_ID} method="post" action="/logout" hidden />
      {hydrated ? (
        <Suspense fallback={<DisclosureMenu {...props} />}>
          <AccountMenuDropdown {...props} />
        </Suspense>
      ) : (
        <DisclosureMenu {...props} />
      )}
    </>
  );
}

function DisclosureMenu({
  label,
  accessibleLabel,
  triggerClassName,
  header,
  items,
  logout = false,
  details,
}: AccountMenuProps & { details?: DetailsProps }) {
  return (
    <details {...details} className="relative">
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
