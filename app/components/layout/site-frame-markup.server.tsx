import { topBarItems } from "~/content/navigation";
import type { MegaMenuKey } from "~/content/types";
import { renderMarkupBlocks } from "~/lib/markup/render.server";
import { footerOffices } from "~/lib/site/footer-offices.server";
import { megaMenus } from "~/lib/site/page-records.server";
import { MegaMenuPanel } from "./mega-menu-panel";
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
