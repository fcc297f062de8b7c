import { Link, useLocation } from "@remix-run/react";
import { useHydrated } from "remix-utils/use-hydrated";
import { freeAuditButton, topBarItems } from "~/content/navigation";
import { megaMenus } from "~/content/mega-menus";
import { NAVBAR_COMPACT_SCROLL_PX } from "~/content/timings";
import { useScrolledPast } from "~/hooks/use-scrolled-past";
import type { Viewer } from "~/lib/auth/viewer";
import { activeItem } from "~/lib/site/navigation";
import { AccountMenu } from "./account-menu";
import { BrandWordmark } from "./brand-wordmark";
import { MegaMenu } from "./mega-menu";
import { MobileMenu } from "./mobile-menu";
import { topItemClass } from "./nav-styles";

/**
 * The top bar: wordmark, the seven items (five with mega-menus), the Free Audit button and the
 * account area. Below the xl breakpoint (1280 px, the narrowest width where all of it fits) the
 * items move into the mobile menu. After 10 px of scroll the bar turns opaque with a shadow; its
 * height never changes, so nothing below it shifts.
 */
export function SiteHeader({ viewer }: { viewer: Viewer | null }) {
  const { pathname, hash } = useLocation();
  // The server never sees the hash, so hash matches start after hydration (no mismatch).
  const hydrated = useHydrated();
  const current = activeItem(topBarItems, { pathname, hash: hydrated ? hash : "" });
  const scrolled = useScrolledPast(NAVBAR_COMPACT_SCROLL_PX);
  return (
    <header
      className={`sticky top-0 z-40 border-b text-slate-900 transition-[background-color,box-shadow] dark:text-slate-100 ${
        scrolled
          ? "border-slate-200 bg-white shadow-md dark:border-white/10 dark:bg-ink"
          : "border-transparent bg-white/90 backdrop-blur dark:bg-ink/80"
      }`}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-3 sm:gap-4 sm:px-6">
        <BrandWordmark />
        <nav aria-label="Main" className="hidden xl:block">
          <ul className="flex items-center gap-0.5">
            {topBarItems.map((item) => {
              const active = item === current;
              return (
                <li key={item.label}>
                  {item.megaMenu ? (
                    <MegaMenu item={item} menu={megaMenus[item.megaMenu]} active={active} />
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
        <div className="flex items-center gap-1 sm:gap-2">
          <Link
            to={freeAuditButton.href}
            className="inline-flex items-center rounded-md border border-brand-600 px-2.5 py-2 text-sm sm:px-3 font-semibold whitespace-nowrap text-brand-700 hover:bg-brand-50 dark:border-brand-400 dark:text-brand-200 dark:hover:bg-white/10"
          >
            {freeAuditButton.label}
          </Link>
          <div className="hidden xl:block">
            <AccountMenu viewer={viewer} />
          </div>
          <MobileMenu viewer={viewer} />
        </div>
      </div>
    </header>
  );
}
