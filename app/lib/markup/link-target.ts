import { select, SERVER_MARKUP_HOOKS } from "./data-hooks";
import { REMIX_LINK_HOOKS } from "./remix-seam";

type ClickLike = Pick<MouseEvent, "defaultPrevented" | "button" | "metaKey" | "ctrlKey" | "shiftKey" | "altKey"> & {
  target: EventTarget | null;
};

type Here = Pick<Location, "origin" | "pathname" | "search">;

/** The link inside server markup that an event's target sits in, if any. */
function markupAnchor(target: EventTarget | null): HTMLAnchorElement | null {
  const anchor = (target as Element | null)?.closest?.("a[href]") as HTMLAnchorElement | null | undefined;
  return anchor?.closest(select(SERVER_MARKUP_HOOKS.root)) ? anchor : null;
}

/** Whether the browser, not the page, should follow the link: another tab, a download, a document load. */
function leftToBrowser(anchor: HTMLAnchorElement): boolean {
  const opensElsewhere = anchor.getAttribute("target") && anchor.getAttribute("target") !== "_self";
  return (
    Boolean(opensElsewhere) || anchor.hasAttribute("download") || anchor.hasAttribute(REMIX_LINK_HOOKS.reloadDocument)
  );
}

function resolve(anchor: HTMLAnchorElement, location: Here): URL {
  return new URL(anchor.getAttribute("href")!, `${location.origin}${location.pathname}${location.search}`);
}

/**
 * Where a click on a link inside server markup (docs/decisions/033) navigates in the page, or null
 * to leave the click to the browser: modified or non-primary clicks, links to another origin, new
 * tabs, downloads, and fragments of the page itself.
 */
export function markupLinkTarget(event: ClickLike, location: Here): { to: string; keepScroll: boolean } | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = markupAnchor(event.target);
  if (!anchor || leftToBrowser(anchor)) return null;
  const url = resolve(anchor, location);
  if (url.origin !== location.origin) return null;
  if (url.hash && url.pathname === location.pathname && url.search === location.search) return null;
  return {
    to: `${url.pathname}${url.search}${url.hash}`,
    keepScroll: anchor.hasAttribute(SERVER_MARKUP_HOOKS.keepScroll),
  };
}

/**
 * The link inside server markup whose route the browser should learn now that it is on screen
 * (docs/decisions/038), or null: links elsewhere, links the browser follows itself, links to
 * another origin or to this page's own path, page-relative links, and links already marked. The
 * mark (REMIX_LINK_HOOKS.discover, remix-seam.ts) is what Remix's route discovery watches for; server markup leaves it off
 * so that a page does not ask for the routes of all its links while it hydrates.
 */
export function markupLinkToDiscover(target: EventTarget | null, location: Here): HTMLAnchorElement | null {
  const anchor = markupAnchor(target);
  if (!anchor || anchor.hasAttribute(REMIX_LINK_HOOKS.discover) || leftToBrowser(anchor)) return null;
  const url = resolve(anchor, location);
  if (url.origin !== location.origin || url.pathname === location.pathname) return null;
  // Remix reads the path against the origin, not the page: a page-relative href would be learned
  // under the wrong path. <Link> writes root-relative hrefs; anything else is left to navigation.
  if (new URL(anchor.getAttribute("href")!, location.origin).pathname !== url.pathname) return null;
  return anchor;
}
