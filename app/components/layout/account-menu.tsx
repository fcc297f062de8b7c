import { buttonClass } from "~/components/ui/button";
import { UiIcon } from "~/components/ui/ui-icon";
import { LOG_OUT_LABEL, loginMenuItems, signInButton } from "~/content/navigation";
import {
  groupLabelClass,
  itemClass,
  LOGOUT_FORM_ID,
  MenuAnchor,
  panelClass,
  type AccountMenuProps,
} from "./account-menu-parts";
import { SITE_HEADER_HOOKS } from "./site-header-bar.behaviour";

/** The id the top bar's menus know the guests' login links by (app/components/layout/site-header-bar.behaviour.ts). */
export const LOGIN_MENU_ID = "Login";

/**
 * The top bar's account area signed out: Sign In plus the guests' login links, a <details>
 * disclosure (a list of links is navigation, not a menu of actions). Server markup: the top bar
 * keeps it one of its disclosures (app/components/layout/site-header-bar.behaviour.ts). Signed in, the user menu
 * (user-menu.tsx) takes its place. Every link works without scripts.
 */
export function GuestMenu({ crmLoginUrl }: { crmLoginUrl: string | null }) {
  return (
    <div className="flex items-center gap-2">
      <DisclosureMenu
        menuId={LOGIN_MENU_ID}
        label={
          <>
            Login
            <UiIcon name="chevron-down" />
          </>
        }
        triggerClassName={buttonClass({ variant: "ghost", size: "sm" })}
        items={[{ links: loginMenuItems(crmLoginUrl) }]}
      />
      <a href={signInButton.href} className={buttonClass({ variant: "outline", size: "sm" })}>
        {signInButton.label}
      </a>
    </div>
  );
}

/** An account menu as a <details> disclosure: the guests' links, and the user menu until Radix arrives. */
export function DisclosureMenu({
  label,
  accessibleLabel,
  triggerClassName,
  header,
  items,
  logout = false,
  menuId,
}: AccountMenuProps & { menuId?: string }) {
  // The top bar's behaviour knows its menus by this attribute. Spelled out rather than hook(): this
  // component runs in the browser too, where hook() would be code of its own for this one use.
  return (
    <details {...{ [SITE_HEADER_HOOKS.menu]: menuId }} className="relative">
      <summary aria-label={accessibleLabel} className={triggerClassName}>
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
