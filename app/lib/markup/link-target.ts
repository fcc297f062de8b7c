type ClickLike = Pick<MouseEvent, "defaultPrevented" | "button" | "metaKey" | "ctrlKey" | "shiftKey" | "altKey"> & {
  target: EventTarget | null;
};

/**
 * Where a click on a link inside server markup (docs/decisions/033) navigates in the page, or null
 * to leave the click to the browser: modified or non-primary clicks, links to another origin, new
 * tabs, downloads, and fragments of the page itself.
 */
export function markupLinkTarget(
  event: ClickLike,
  location: Pick<Location, "origin" | "pathname" | "search">,
): { to: string; keepScroll: boolean } | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const element = event.target as Element | null;
  const anchor = element?.closest?.("a[href]") as HTMLAnchorElement | null | undefined;
  if (!anchor?.closest("[data-server-markup]")) return null;
  const opensElsewhere = anchor.getAttribute("target") && anchor.getAttribute("target") !== "_self";
  if (opensElsewhere || anchor.hasAttribute("download") || anchor.hasAttribute("data-reload-document")) return null;
  const url = new URL(anchor.getAttribute("href")!, `${location.origin}${location.pathname}${location.search}`);
  if (url.origin !== location.origin) return null;
  if (url.hash && url.pathname === location.pathname && url.search === location.search) return null;
  return { to: `${url.pathname}${url.search}${url.hash}`, keepScroll: anchor.hasAttribute("data-keep-scroll") };
}
