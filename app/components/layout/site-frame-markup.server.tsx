import { topBarItems } from "~/content/navigation";
import { renderMarkupBlocks, type MarkupBlocks } from "~/lib/markup/render.server";
import { footerOffices } from "./footer-offices.server";
import { activeItem } from "~/lib/site/navigation";
import { megaMenus } from "~/lib/site/page-records.server";
import type { Viewer } from "~/lib/auth/viewer";
import { contactBookKey, type ContactBook } from "~/lib/site/contact-book";
import { MobileMenuFallback } from "./mobile-menu-fallback.markup";
import { HeaderEnd, HeaderStart } from "./site-header-bar.markup";
import { SiteFooter } from "./site-footer.markup";
import { IconSprite } from "~/components/ui/icon-sprite.markup";

/**
 * The public frame's static parts as HTML for the root's `<ServerMarkup>`s (docs/decisions/033,
 * 035): the icon sprite every page's icons refer to, the footer, the top bar's start (wordmark, navigation, mega-menus) and end (call to action,
 * guests' login links), and the mobile menu's no-script disclosure. What is the same for every
 * request (records and absolute links only) an isolate renders once, on first use, and keeps; the
 * top bar's start exists in one version per current item, the account parts in one for guests, the
 * footer in one for the settings' contact details.
 */
export function siteFrameMarkup(request: Request, book: ContactBook) {
  // The footer shows the settings' phone lines and email: drawn again when they change (ADR 052).
  const key = contactBookKey(book);
  if (frame?.key !== key) {
    const markup = renderMarkupBlocks(
      { footer: <SiteFooter offices={footerOffices()} />, icons: <IconSprite /> },
      request,
      book,
    );
    frame = { key, markup };
  }
  return frame.markup;
}

let frame: { key: string; markup: MarkupBlocks<"footer" | "icons"> } | undefined;

/** The top bar's start, its current item the one for the requested path (hashes are the browser's). */
export function headerStartMarkup(request: Request) {
  const current = activeItem(topBarItems, { pathname: new URL(request.url).pathname, hash: "" })?.label;
  const key = current ?? "";
  let markup = headerStarts.get(key);
  if (!markup) {
    markup = renderMarkupBlocks({ headerStart: <HeaderStart current={current} megaMenus={megaMenus} /> }, request);
    headerStarts.set(key, markup);
  }
  return markup;
}

const headerStarts = new Map<string, MarkupBlocks<"headerStart">>();

/**
 * The parts of the frame that depend on the viewer: the top bar's end (the guests' login links)
 * and the mobile menu's disclosure, which only the server and browsers without JavaScript ever
 * show. Rendered per request for a signed-in viewer; the guests' version is the same for everyone
 * and kept like the frame.
 */
export function viewerFrameMarkup(viewer: Viewer | null, request: Request, crmLoginUrl: string | null) {
  if (viewer) return renderViewerFrame(viewer, request, crmLoginUrl);
  // The guests' login links carry the settings' CRM address (ADR 079): drawn again when it changes.
  if (!guestFrame || guestFrame.crmLoginUrl !== crmLoginUrl) {
    guestFrame = { crmLoginUrl, markup: renderViewerFrame(null, request, crmLoginUrl) };
  }
  return guestFrame.markup;
}

let guestFrame: { crmLoginUrl: string | null; markup: ReturnType<typeof renderViewerFrame> } | undefined;

function renderViewerFrame(viewer: Viewer | null, request: Request, crmLoginUrl: string | null) {
  return renderMarkupBlocks(
    {
      headerEnd: <HeaderEnd guest={!viewer} crmLoginUrl={crmLoginUrl} />,
      mobileMenu: <MobileMenuFallback viewer={viewer} crmLoginUrl={crmLoginUrl} />,
    },
    request,
  );
}
