import { Link } from "@remix-run/react";
import { ButtonLink } from "~/components/ui/button";
import { freeAuditButton, topBarItems } from "~/content/navigation";
import type { MegaMenu, MegaMenuKey } from "~/content/types";
import { hook } from "~/lib/markup/data-hooks";
import { GuestMenu } from "./account-menu";
import { BrandWordmark } from "./brand-wordmark.markup";
import { MegaMenuPanel } from "./mega-menu-panel.markup";
import { NavMenu } from "./nav-menu.markup";
import { topItemClass } from "./nav-styles";
import { SITE_HEADER_HOOKS } from "./site-header-bar.behaviour";

/**
 * The top bar's start, as server markup (site-frame-markup.server.tsx): the wordmark and the main
 * navigation, its mega-menus with their panels, the item for the requested path marked current.
 * In the browser the marks follow client navigations (app/components/layout/site-header-bar.behaviour.ts), which reads
 * each item's links from `data-top-item` and `data-top-children`.
 */
export function HeaderStart({
  current,
  megaMenus,
}: {
  current: string | undefined;
  megaMenus: Record<MegaMenuKey, MegaMenu>;
}) {
  return (
    <>
      <BrandWordmark />
      <nav aria-label="Main" className="ml-6 hidden xl:block">
        <ul className="flex items-center gap-0.5">
          {topBarItems.map((item) => {
            const active = item.label === current;
            const childHrefs = (item.children ?? []).map((child) => child.href).join(" ");
            return (
              <li key={item.label}>
                {item.megaMenu ? (
                  <NavMenu
                    item={item}
                    active={active}
                    childHrefs={childHrefs}
                    panel={<MegaMenuPanel menu={megaMenus[item.megaMenu]} overviewHref={item.href} />}
                  />
                ) : (
                  <Link
                    to={item.href}
                    aria-current={active ? "page" : undefined}
                    className={topItemClass(active)}
                    {...hook(SITE_HEADER_HOOKS.topItem, item.href)}
                    {...hook(SITE_HEADER_HOOKS.topChildren, childHrefs)}
                  >
                    {item.label}
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      </nav>
    </>
  );
}

/** The top bar's end before the mobile menu: the Free Audit call to action and, signed out, the login links. */
export function HeaderEnd({ guest, crmLoginUrl }: { guest: boolean; crmLoginUrl: string | null }) {
  return (
    <>
      <ButtonLink href={freeAuditButton.href} size="sm">
        {freeAuditButton.label}
      </ButtonLink>
      {guest ? (
        <div className="hidden xl:block">
          <GuestMenu crmLoginUrl={crmLoginUrl} />
        </div>
      ) : null}
    </>
  );
}
