import { inlineScript } from "~/lib/markup/inline-script";

/** The attribute that marks a section drawn only as it comes near the window (the markup sets it). */
export const RENDER_ON_VIEW = "data-render-on-view";

/**
 * The home page's sections past its first screen are drawn only as they come near the window
 * (`content-visibility: auto` on `[data-render-on-view]`, app/tailwind.css; docs/decisions/039),
 * each standing in at an estimate of its height until then. A jump to a section must know where
 * the sections before it really end: this draws them all first, once, after which the page is
 * laid out as if they had never waited.
 */
export function renderAllSections(root: ParentNode = document): void {
  root.querySelectorAll<HTMLElement>(`[${RENDER_ON_VIEW}]`).forEach((section) => {
    section.style.contentVisibility = "visible";
  });
}

/**
 * Whether a click on this link moves to a fragment of the page as it stands: the same path, with or
 * without another query (a link from `/?plan=crm` to `/#features` scrolls the same page once the
 * router has followed it). A link with no `href`, or one that is not an address, moves nowhere.
 */
export function jumpsToFragment(
  link: Pick<HTMLAnchorElement, "getAttribute">,
  location: Pick<Location, "href">,
): boolean {
  const href = link.getAttribute("href");
  if (!href) return false;
  const here = new URL(location.href);
  let to: URL;
  try {
    to = new URL(href, here);
  } catch {
    return false;
  }
  return Boolean(to.hash) && to.origin === here.origin && to.pathname === here.pathname;
}

/**
 * Run as the document is parsed, right after the sections (an inline script of the home page):
 * a reload, Back or Forward restores a scroll position, and an address with a fragment jumps to
 * it, both before any of the page's scripts run; each must find the sections drawn. The same as
 * `renderAllSections`, but self-contained, as an inline script must be.
 */
export function drawAllIfLandingInside(selector: string): void {
  try {
    const [entry] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
    if (!location.hash && (!entry || entry.type === "navigate")) return;
    document.querySelectorAll<HTMLElement>(selector).forEach((section) => {
      section.style.contentVisibility = "visible";
    });
  } catch {
    // A browser without navigation timing draws the sections as they come into view.
  }
}

/** The inline script's text, for the server (a function, so the browser's bundle drops it). */
export const drawAllIfLandingInsideScript = () => inlineScript(drawAllIfLandingInside, `[${RENDER_ON_VIEW}]`);
