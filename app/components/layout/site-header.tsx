import { Link, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { ButtonLink } from "~/components/ui/button";
import { freeAuditButton, topBarItems } from "~/content/navigation";
import { NAVBAR_COMPACT_SCROLL_PX } from "~/content/frame-timings";
import { useScrolledPast } from "~/hooks/use-scrolled-past";
import { useSiteMenus } from "~/hooks/use-site-menus";
import type { MegaMenuKey } from "~/content/types";
import type { Viewer } from "~/lib/auth/viewer";
import { activeItem } from "~/lib/site/navigation";
import { GuestMenu, LOGIN_MENU_ID } from "./account-menu";
import { BrandWordmark } from "./brand-wordmark";
import { MobileMenu } from "./mobile-menu";
import { NavMenu } from "./nav-menu";
import { topItemClass } from "./nav-styles";

/**
 * The top bar of every public page: wordmark, the seven items (five open mega-menus), the Free
 * Audit call to action and the account area. Everything is rendered on the server exactly as it
 * looks after hydration, so nothing moves when scripts arrive. Below the xl breakpoint (1280 px,
 * the narrowest width where all of it fits on one line) the items move into the mobile menu. The
 * mega-menus' panels come from the root loader as server markup, not from the bundle
 * (docs/decisions/027, 033).
 */
export function SiteHeader({
  viewer,
  markup,
  userMenu,
}: {
  viewer: Viewer | null;
  markup?: Partial<Record<`menu-${MegaMenuKey}` | "mobileMenu", string>>;
  /** The signed-in viewer's menu, which the root supplies so visitors never load it (user-menu.tsx). */
  userMenu?: ReactNode;
}) {
  const { pathname, hash } = useLocation();
  // The server never sees the hash, so hash matches start after hydration (no mismatch).
  const hydrated = useHydrated();
  const current = activeItem(topBarItems, { pathname, hash: hydrated ? hash : "" });
  const scrolled = useScrolledPast(NAVBAR_COMPACT_SCROLL_PX);
  const menus = useSiteMenus();
  const solid = scrolled || menus.openId !== null;
  return (
    <>
      <header
        data-site-header
        className={`sticky top-0 z-40 border-b backdrop-blur transition ${
          solid ? "border-border bg-surface/95 shadow-sm" : "border-transparent bg-surface/75"
        }`}
      >
        <div className="container-page flex h-16 items-center gap-2">
          <BrandWordmark />
          <nav aria-label="Main" className="ml-6 hidden xl:block">
            <ul className="flex items-center gap-0.5">
              {topBarItems.map((item) => {
                const active = item === current;
                const menu = item.megaMenu;
                return (
                  <li key={item.label}>
                    {menu ? (
                      <NavMenu
                        item={item}
                        panel={markup?.[`menu-${menu}`]}
                        active={active}
                        control={menus.hoverMenuProps(item.label)}
                      />
                    ) : (
                      <Link to={item.href} aria-current={active ? "page" : undefined} className={topItemClass(active)}>
                        {item.label}
                      </Link>
                    )}
                  </li>
                );
              })}
            </ul>
          </nav>
          <div className="ml-auto flex items-center gap-1.5 sm:gap-2">
            <ButtonLink href={freeAuditButton.href} size="sm">
              {freeAuditButton.label}
            </ButtonLink>
            <div className="hidden xl:block">
              {viewer ? userMenu : <GuestMenu details={menus.detailsProps(LOGIN_MENU_ID)} />}
            </div>
            <MobileMenu viewer={viewer} fallback={markup?.mobileMenu} />
          </div>
        </div>
      </header>
      {/* The page dims behind a mega-menu, not behind the small login list. */}
      {menus.openId && menus.openId !== LOGIN_MENU_ID ? (
        <div aria-hidden="true" onClick={menus.close} className="fixed inset-0 z-30 bg-black/40" />
      ) : null}
    </>
  );
}
