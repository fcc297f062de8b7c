import { Link } from "@remix-run/react";
import { ContentIcon } from "~/components/ui/content-icon";
import type { MenuCardItem } from "~/content/types";

/** One card of a mega-menu: icon, title, badge, description, and its price, benefit or features. */
export function MenuCard({ card }: { card: MenuCardItem }) {
  const price = card.price ?? card.pricing;
  // 47 cards on every page: no wrapper or class that draws nothing (the title row only with a badge).
  const title = <span className="text-sm font-semibold text-fg">{card.title}</span>;
  return (
    <Link to={card.href} className="flex gap-3 rounded-xl p-3 transition-colors hover:bg-surface-sunken">
      <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-lg bg-accent-soft text-accent">
        <ContentIcon name={card.icon} className="size-4" />
      </span>
      <span className="flex min-w-0 flex-col gap-0.5">
        {card.badge ? (
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
            {title}
            <span className="rounded-full bg-surface-sunken px-2 py-0.5 text-xs font-medium text-fg-muted ring-1 ring-border ring-inset">
              {card.badge}
            </span>
          </span>
        ) : (
          title
        )}
        <span className="text-sm text-fg-muted">{card.description}</span>
        {price || card.benefit ? (
          <span className="flex flex-wrap gap-x-3 text-xs font-medium">
            {price ? <span className="text-fg">{price}</span> : null}
            {card.benefit ? <span className="text-accent">{card.benefit}</span> : null}
          </span>
        ) : null}
        {card.features?.length ? <span className="text-xs text-fg-subtle">{card.features.join(" · ")}</span> : null}
      </span>
    </Link>
  );
}
