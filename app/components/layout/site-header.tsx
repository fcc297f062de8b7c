import type { MarkupData } from "~/lib/markup/document-markup";
import { useLocation } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import { ServerMarkup } from "~/components/markup/server-markup";
import type { Viewer } from "~/lib/auth/viewer";
import type { SiteHeaderControl } from "./site-header-bar.behaviour";
import { attachSiteHeader, SITE_HEADER_HOOKS } from "./site-header-bar.behaviour";
import { hook } from "~/lib/markup/data-hooks";
import { MobileMenu } from "./mobile-menu";

/** The top bar's server markup, rendered by the root loader (site-frame-markup.server.tsx). */
export type SiteHeaderMarkup = Partial<Record<"headerStart" | "headerEnd" | "mobileMenu", MarkupData>>;

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
    // The header keeps its 64 px in the flow. The bar inside it turns compact by moving up and
    // tucking its surface's bottom (site-header-bar.behaviour.ts); the strip it uncovers lets
    // clicks through. The bar is the box its menus' panels and dimmed page are placed in
    // (will-change makes it one for fixed children too), so nothing between them may move.
    <header ref={ref} className="pointer-events-none sticky top-0 z-40 h-16">
      <div
        {...hook(SITE_HEADER_HOOKS.bar)}
        className="pointer-events-auto relative h-16 transition-transform duration-200 will-change-transform motion-reduce:transition-none"
      >
        <div
          aria-hidden="true"
          {...hook(SITE_HEADER_HOOKS.surface)}
          className="absolute inset-x-0 top-0 bottom-[var(--bar-tuck,0px)] -z-10 border-b border-transparent bg-surface/75 backdrop-blur transition-all duration-200 motion-reduce:transition-none"
        />
        <div className="container-page flex h-full items-center gap-2">
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
