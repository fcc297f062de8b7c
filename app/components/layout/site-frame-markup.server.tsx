import { topBarItems } from "~/content/navigation";
import type { MegaMenuKey } from "~/content/types";
import { renderMarkupBlocks } from "~/lib/markup/render.server";
import { footerOffices } from "~/lib/site/footer-offices.server";
import { megaMenus } from "~/lib/site/page-records.server";
import type { Viewer } from "~/lib/auth/viewer";
import { MegaMenuPanel } from "./mega-menu-panel";
import { MobileMenuFallback } from "./mobile-menu-fallback";
import { SiteFooter } from "./site-footer";

/**
 * The public frame's static parts as HTML for the root's `<ServerMarkup>`s (docs/decisions/033):
 * the footer and each mega-menu's panel. The top bar itself (its disclosures, the account area,
 * the mobile menu's button) is the browser's. It is the same for every request (records and
 * absolute links only), so an isolate renders it once, on first use, and keeps the strings.
 */
export function siteFrameMarkup(request: Request) {
  return (frame ??= renderFrame(request));
}

let frame: ReturnType<typeof renderFrame> | undefined;

function renderFrame(request: Request) {
  const panels: Partial<Record<`menu-${MegaMenuKey}`, JSX.Element>> = {};
  for (const item of topBarItems) {
    if (item.megaMenu)
      panels[`menu-${item.megaMenu}`] = <MegaMenuPanel menu={megaMenus[item.megaMenu]} overviewHref={item.href} />;
  }
  return renderMarkupBlocks({ footer: <SiteFooter offices={footerOffices()} />, ...panels }, request);
}

/**
 * The parts of the frame that show the viewer's account links: the mobile menu's disclosure,
 * which only the server and browsers without JavaScript ever show. Rendered per request for a
 * signed-in viewer; the guests' version is the same for everyone and kept like the frame.
 */
export function viewerFrameMarkup(viewer: Viewer | null, request: Request) {
  if (!viewer) return (guestFrame ??= renderViewerFrame(null, request));
  return renderViewerFrame(viewer, request);
}

let guestFrame: ReturnType<typeof renderViewerFrame> | undefined;

function renderViewerFrame(viewer: Viewer | null, request: Request) {
  return renderMarkupBlocks({ mobileMenu: <MobileMenuFallback viewer={viewer} /> }, request);
}
