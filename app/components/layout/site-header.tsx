import { useLocation } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import { ServerMarkup } from "~/components/markup/server-markup";
import type { Viewer } from "~/lib/auth/viewer";
import type { SiteHeaderControl } from "./site-header-bar.behaviour";
import { attachSiteHeader, SITE_HEADER_HOOKS } from "./site-header-bar.behaviour";
import { hook } from "~/lib/markup/data-hooks";
import { MobileMenu } from "./mobile-menu";

/** The top bar's server markup, rendered by the root loader (site-frame-markup.server.tsx). */
export type SiteHeaderMarkup = Partial<Record<"headerStart" | "headerEnd" | "mobileMenu", string>>;

/**
 * The top bar of every public page: wordmark, the seven items (five open mega-menus), the Free
 * Audit call to action and the account area. The wordmark, the navigation with its panels, the
 * call to action and the guests' login links are server markup: they are in the document as HTML
 * and nowhere in the bundle, and app/components/layout/site-header-bar.behaviour.ts gives them their behaviour. The browser
 * renders only the signed-in viewer's menu (`userMenu`, from the root) and the mobile menu's
 * button. Below the xl breakpoint (1280 px, the narrowest width where all of it fits on one line)
 * the items move into the mobile menu (docs/decisions/027, 033, 035).
 */
export function SiteHeader({
  viewer,
  markup,
  userMenu,
}: {
  viewer: Viewer | null;
  markup?: SiteHeaderMarkup;
  /** The signed-in viewer's menu, which the root supplies so visitors never load it (user-menu.tsx). */
  userMenu?: ReactNode;
}) {
  const ref = useRef<HTMLElement>(null);
  const control = useRef<SiteHeaderControl>();
  const { pathname, hash, key } = useLocation();

  useEffect(() => {
    const header = ref.current;
    if (!header) return;
    const attached = attachSiteHeader(header);
    control.current = attached;
    return () => {
      attached.detach();
      control.current = undefined;
    };
  }, []);
  // Any navigation closes the open menu, even to the page already shown.
  useEffect(() => control.current?.close(), [key]);
  // The server marked the item for the requested path; the hash counts once hydrated (no mismatch).
  useEffect(() => control.current?.markCurrent({ pathname, hash }), [pathname, hash, markup?.headerStart]);

  return (
    // The header keeps its 64 px in the flow; the bar inside it draws the background and turns
    // compact by moving (site-header-bar.behaviour.ts), and the strip it uncovers lets clicks through.
    <header ref={ref} className="pointer-events-none sticky top-0 z-40 h-16">
      <div
        {...hook(SITE_HEADER_HOOKS.bar)}
        className="pointer-events-auto relative h-16 border-b border-transparent bg-surface/75 backdrop-blur transition duration-200 motion-reduce:transition-none"
      >
        <div className="container-page flex h-full items-center gap-2 transition duration-200 motion-reduce:transition-none">
          <ServerMarkup html={markup?.headerStart} />
          <div className="ml-auto flex items-center gap-1.5 sm:gap-2">
            <ServerMarkup html={markup?.headerEnd} />
            {viewer ? <div className="hidden xl:block">{userMenu}</div> : null}
            <MobileMenu viewer={viewer} fallback={markup?.mobileMenu} />
          </div>
        </div>
      </div>
    </header>
  );
}
