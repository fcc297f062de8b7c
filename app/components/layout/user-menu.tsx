import { lazy, Suspense } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { buttonClass } from "~/components/ui/button";
import { ADMIN_MENU_LABEL, adminMenuItems, userMenuItems } from "~/content/navigation";
import type { Viewer } from "~/lib/auth/viewer";
import { DisclosureMenu } from "./account-menu";
import { Avatar, LOGOUT_FORM_ID, type AccountMenuProps, type MenuGroup } from "./account-menu-parts";

/** Radix, fetched after hydration (docs/decisions/027). */
const AccountMenuDropdown = lazy(() => import("~/lazy/account-menu-dropdown"));

/**
 * The top bar's account area signed in: the user menu, a disclosure until hydration has fetched
 * the Radix drop-down, which then takes over for keyboard and screen-reader behaviour. Visitors
 * never load this module: the root renders it on the server and the browser fetches it only for
 * a signed-in viewer (docs/decisions/035).
 */
export function UserMenu({ viewer }: { viewer: Viewer }) {
  const hydrated = useHydrated();
  const name = viewer.fullName || viewer.email || "Account";
  const groups: MenuGroup[] = [{ links: userMenuItems }];
  if (viewer.isAdmin) groups.push({ label: ADMIN_MENU_LABEL, links: adminMenuItems });
  const props: AccountMenuProps = {
    label: (
      <span className="flex items-center gap-2">
        <Avatar email={viewer.email} className="size-7 text-xs font-bold" />
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
