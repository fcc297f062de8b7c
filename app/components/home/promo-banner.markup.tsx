import { Link } from "@remix-run/react";
import { UiIcon } from "~/components/ui/ui-icon";
import { promoBanner } from "~/content/home";
import { hook } from "~/lib/markup/data-hooks";
import { PROMO_BANNER_HOOKS } from "./promo-banner.behaviour";
import { SCROLL_FURNITURE_HOOKS } from "./scroll-furniture.look";

/**
 * The promo banner above the hero, server markup (docs/decisions/036); its text comes from the
 * site settings (/admin/settings). Without scripts it is simply shown. With them
 * (app/components/home/promo-banner.behaviour.ts, docs/product.md §4.5, §4.7) its close button appears and dismisses
 * it for good in this browser, and it fades out once the page is scrolled down past 25 px and back
 * at or above 25 px (it keeps its place, so nothing below moves).
 */
export function PromoBanner({ text }: { text: string }) {
  return (
    <aside
      aria-label="Announcement"
      {...hook(PROMO_BANNER_HOOKS.banner)}
      {...hook(SCROLL_FURNITURE_HOOKS.hidesOnScroll)}
      className="relative border-b border-border bg-[linear-gradient(90deg,transparent,var(--accent-soft),transparent)] transition-[opacity,visibility]"
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
      <button
        type="button"
        hidden
        {...hook(PROMO_BANNER_HOOKS.dismiss)}
        className="absolute top-1/2 right-2 flex size-11 -translate-y-1/2 items-center justify-center rounded-full text-fg-subtle hover:bg-surface-sunken hover:text-fg max-sm:top-0 max-sm:translate-y-0"
      >
        <UiIcon name="close" />
        <span className="sr-only">{promoBanner.dismissLabel}</span>
      </button>
    </aside>
  );
}
