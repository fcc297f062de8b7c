/**
 * The home page's sections past its first screen are drawn only as they come near the window
 * (`content-visibility: auto` on `[data-render-on-view]`, app/tailwind.css; docs/decisions/039),
 * each standing in at an estimate of its height until then. A jump to a section must know where
 * the sections before it really end: this draws them all first, once, after which the page is
 * laid out as if they had never waited.
 */
export function renderAllSections(root: ParentNode = document): void {
  root.querySelectorAll<HTMLElement>("[data-render-on-view]").forEach((section) => {
    section.style.contentVisibility = "visible";
  });
}

/** Whether a click on this link moves within the page, to a fragment of it. */
export function jumpsWithinPage(link: HTMLAnchorElement, location: Pick<Location, "href">): boolean {
  const here = new URL(location.href);
  const to = new URL(link.href, here);
  return Boolean(to.hash) && to.origin === here.origin && to.pathname === here.pathname && to.search === here.search;
}
