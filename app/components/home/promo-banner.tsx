import { Link } from "@remix-run/react";
import { useCallback, useEffect, useState } from "react";
import { UiIcon } from "~/components/ui/content-icon";
import { promoBanner } from "~/content/home";
import { useScroll } from "~/hooks/use-scroll";
import { useNonce } from "~/lib/http/nonce";
import { promoBannerHidden, type ScrollSample } from "~/lib/motion/scroll";

const DISMISSED_KEY = "rankwell:promo-dismissed";

/**
 * Runs before the page is painted, so a banner dismissed on an earlier visit never shows and then
 * vanishes (no layout shift); the page's HTML stays the same for everyone, so it can be cached.
 */
const HIDE_IF_DISMISSED = `try{if(localStorage.getItem(${JSON.stringify(DISMISSED_KEY)}))document.currentScript.previousElementSibling.hidden=true}catch(e){}`;

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
  const [dismissed, setDismissed] = useState(false);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    setReady(true);
    try {
      if (window.localStorage.getItem(DISMISSED_KEY)) setDismissed(true);
    } catch {
      // Storage blocked: the banner simply stays.
    }
  }, []);
  const dismiss = useCallback(() => {
    setDismissed(true);
    try {
      window.localStorage.setItem(DISMISSED_KEY, "1");
    } catch {
      // Storage blocked: dismissed for this page only.
    }
  }, []);
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
            onClick={dismiss}
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
