import { select } from "~/lib/markup/data-hooks";
import { inlineScript } from "~/lib/markup/inline-script";

/** The attributes the banner's markup (promo-banner.markup.tsx) carries for this script. */
export enum PROMO_BANNER_HOOKS {
  banner = "data-promo-banner",
  /** Its close button, hidden until this script runs. */
  dismiss = "data-promo-dismiss",
}

const DISMISSED_KEY = "rankwell:promo-dismissed";
const PROMO_BANNER = select(PROMO_BANNER_HOOKS.banner);

/**
 * Runs as the document is parsed, right after the banner, so a banner dismissed on an earlier visit
 * never shows and then vanishes (no layout shift); the page's HTML stays the same for everyone, so
 * it can be cached.
 */
export function hideIfDismissed(key: string, selector: string): void {
  try {
    const banner = document.querySelector<HTMLElement>(selector);
    if (banner && localStorage.getItem(key)) banner.hidden = true;
  } catch {
    // Storage blocked: the banner shows, and a dismissal lasts for this page.
  }
}

/** The inline script's text, for the server (a function, so the browser's bundle drops it). */
export const hideIfDismissedScript = () => inlineScript(hideIfDismissed, DISMISSED_KEY, PROMO_BANNER);

/** Whether the banner was dismissed in this browser (or on this page, when storage is blocked). */
function dismissed(banner: HTMLElement): boolean {
  try {
    return banner.hidden || Boolean(window.localStorage.getItem(DISMISSED_KEY));
  } catch {
    return banner.hidden;
  }
}

/**
 * The promo banner's close button (PromoBanner is server markup, docs/decisions/036): shown once
 * this runs, and a press hides the banner and remembers it in this browser. Returns the function
 * that detaches it.
 */
export function attachPromoBanner(root: Document = document): () => void {
  const banner = root.querySelector<HTMLElement>(PROMO_BANNER);
  const close = banner?.querySelector<HTMLButtonElement>(select(PROMO_BANNER_HOOKS.dismiss));
  if (!banner || !close) return () => undefined;
  banner.hidden = dismissed(banner);
  const onClose = () => {
    banner.hidden = true;
    try {
      window.localStorage.setItem(DISMISSED_KEY, "1");
    } catch {
      // Storage blocked: dismissed for this page only.
    }
  };
  close.hidden = false;
  close.addEventListener("click", onClose);
  return () => {
    close.removeEventListener("click", onClose);
    close.hidden = true;
  };
}
