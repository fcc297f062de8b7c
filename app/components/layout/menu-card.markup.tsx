import { Link } from "@remix-run/react";
import { ContentIcon } from "~/components/ui/content-icon";
import type { MenuCardItem } from "~/content/types";

/** One card of a mega-menu: icon, title, badge, description, and its price, benefit or features. */
export function MenuCard({ card }: { card: MenuCardItem }) {
  const price = card.price ?? card.pricing;
  // 47 cards on every page: the classes are the `menu-card` utility's (app/tailwind.css), written once,
  // and the title row is there only with a badge.
  const title = <b>{card.title}</b>;
  return (
    <Link to={card.href} className="menu-card">
      <span>
        <ContentIcon name={card.icon} className="size-4" />
      </span>
      <span>
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
        <span>{card.description}</span>
        {price || card.benefit ? (
          <small>
            {price ? <span className="text-fg">{price}</span> : null}
            {card.benefit ? <span className="text-accent">{card.benefit}</span> : null}
          </small>
        ) : null}
        {card.features?.length ? <span className="text-xs text-fg-subtle">{card.features.join(" · ")}</span> : null}
      </span>
    </Link>
  );
}
