import { Link } from "@remix-run/react";
import { useSyncExternalStore } from "react";
import { UiIcon } from "~/components/ui/ui-icon";
import { promoBanner } from "~/content/home";
import { useScroll } from "~/hooks/use-scroll";
import { useNonce } from "~/lib/http/nonce";
import { promoBannerHidden, type ScrollSample } from "~/lib/motion/scroll";
import { useHydrated } from "remix-utils/use-hydrated";

const DISMISSED_KEY = "rankwell:promo-dismissed";

/**
 * Runs before the page is painted, so a banner dismissed on an earlier visit never shows and then
 * vanishes (no layout shift); the page's HTML stays the same for everyone, so it can be cached.
 */
const HIDE_IF_DISMISSED = `try{if(localStorage.getItem(${JSON.stringify(DISMISSED_KEY)}))document.currentScript.previousElementSibling.hidden=true}catch(e){}`;

/** The dismissal, remembered in this browser (or for this page when storage is blocked). */
let dismissedHere = false;
const dismissListeners = new Set<() => void>();

function isDismissed(): boolean {
  if (dismissedHere) return true;
  try {
    return Boolean(window.localStorage.getItem(DISMISSED_KEY));
  } catch {
    return false;
  }
}

function subscribeDismissed(listener: () => void) {
  dismissListeners.add(listener);
  return () => void dismissListeners.delete(listener);
}

function dismissBanner() {
  dismissedHere = true;
  try {
    window.localStorage.setItem(DISMISSED_KEY, "1");
  } catch {
    // Storage blocked: dismissed for this page only.
  }
  dismissListeners.forEach((listener) => listener());
}

const scrolledAway = (sample: ScrollSample) => promoBannerHidden(sample.y);

/**
 * The promo banner above the hero; its text comes from the site settings (/admin/settings).
 * Without scripts it is simply shown. With them (docs/product.md §4.5, §4.7) it fades out once the
 * page is scrolled down past 25 px and back at or above 25 px (it keeps its place, so nothing
 * below moves), and its close button dismisses it for good in this browser.
 */
export function PromoBanner({ text }: { text: string }) {
  const nonce = useNonce();
  const away = useScroll(scrolledAway, false);
  const ready = useHydrated();
  const dismissed = useSyncExternalStore(subscribeDismissed, isDismissed, () => false);
  return (
    <>
      <aside
        aria-label="Announcement"
        hidden={dismissed}
        data-promo-banner
        className={`relative border-b border-border bg-[linear-gradient(90deg,transparent,var(--accent-soft),transparent)] transition-[opacity,visibility] ${
          away ? "invisible opacity-0" : ""
        }`}
      >
        <p className="container-page py-2.5 pr-12 text-center text-sm text-fg-muted sm:px-14">
          {text}{" "}
          <Link
            to={promoBanner.cta.href}
            className="inline-flex items-center gap-1 font-semibold whitespace-nowrap text-fg underline-offset-4 hover:underline"
          >
            {promoBanner.cta.label}
            <UiIcon name="arrow-right" className="size-3.5" />
          </Link>
        </p>
        {ready ? (
          <button
            type="button"
            onClick={dismissBanner}
            className="absolute top-1/2 right-2 flex size-11 -translate-y-1/2 items-center justify-center rounded-full text-fg-subtle hover:bg-surface-sunken hover:text-fg max-sm:top-0 max-sm:translate-y-0"
          >
            <UiIcon name="close" />
            <span className="sr-only">{promoBanner.dismissLabel}</span>
          </button>
        ) : null}
      </aside>
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: HIDE_IF_DISMISSED }} />
    </>
  );
}
