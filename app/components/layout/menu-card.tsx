import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { Link } from "@remix-run/react";
import { ContentIcon } from "~/components/ui/content-icon";
import type { MenuCardItem } from "~/content/types";

/**
 * One card of a mega-menu: a menu item (Radix gives it roving focus and Enter to follow) whose
 * content is the card's title, badge, description, price and benefit or features. Everything
 * inside is phrasing content, because a menuitem may not contain lists or headings.
 */
export function MenuCard({ card }: { card: MenuCardItem }) {
  const price = card.price ?? card.pricing;
  return (
    <DropdownMenu.Item asChild>
      <Link
        to={card.href}
        className="group flex gap-3 rounded-lg p-2.5 outline-none hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 data-[highlighted]:bg-slate-100 dark:hover:bg-white/10 dark:data-[highlighted]:bg-white/10"
      >
        <span className="mt-0.5 flex h-9 w-9 shrink-0 items-center justify-center rounded-md bg-brand-50 text-brand-700 dark:bg-brand-900/60 dark:text-brand-200">
          <ContentIcon name={card.icon} />
        </span>
        <span className="flex min-w-0 flex-col gap-0.5">
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="text-sm font-semibold text-slate-900 dark:text-white">{card.title}</span>
            {card.badge ? (
              <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-300/20 dark:text-amber-100">
                {card.badge}
              </span>
            ) : null}
          </span>
          <span className="text-sm text-slate-600 dark:text-slate-300">{card.description}</span>
          {price || card.benefit ? (
            <span className="flex flex-wrap gap-x-3 text-xs font-medium">
              {price ? <span className="text-emerald-800 dark:text-emerald-300">{price}</span> : null}
              {card.benefit ? <span className="text-brand-700 dark:text-brand-200">{card.benefit}</span> : null}
            </span>
          ) : null}
          {card.features?.length ? (
            <span className="text-xs text-slate-600 dark:text-slate-300">{card.features.join(" · ")}</span>
          ) : null}
        </span>
      </Link>
    </DropdownMenu.Item>
  );
}
