import { Link } from "@remix-run/react";
import { ContentIcon } from "~/components/ui/content-icon";
import { megaMenus } from "~/content/mega-menus";
import { mobileQuickActions, type MobileMenuSection } from "~/content/mobile-menu";

/** The body of one mobile-menu section: the eight quick actions, or a mega-menu's groups and CTA. */
export function MobileSectionContent({ section }: { section: MobileMenuSection }) {
  if (section.id === "quick-actions") {
    return (
      <ul className="grid grid-cols-2 gap-2">
        {mobileQuickActions.map((action) => (
          <li key={action.label}>
            <Link
              to={action.href}
              className="flex h-full flex-col gap-1 rounded-xl border border-border p-3 hover:bg-surface-sunken"
            >
              <ContentIcon name={action.icon} className="h-5 w-5 text-accent" />
              <span className="text-sm font-semibold">{action.label}</span>
              <span className="text-xs text-fg-muted">{action.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    );
  }
  const menu = megaMenus[section.id];
  return (
    <div className="grid gap-5">
      <p className="text-sm text-fg-muted">{menu.description}</p>
      {menu.groups.map((group) => (
        <div key={group.id}>
          <h3 className="mb-1 text-xs font-semibold tracking-wide text-fg-muted uppercase">{group.title}</h3>
          <ul className="grid gap-1">
            {group.items.map((card) => (
              <li key={`${card.title}-${card.href}`}>
                <Link to={card.href} className="flex gap-3 rounded-lg p-2 hover:bg-surface-sunken">
                  <ContentIcon name={card.icon} className="mt-0.5 h-5 w-5 text-accent" />
                  <span className="grid gap-0.5">
                    <span className="text-sm font-semibold">
                      {card.title}
                      {card.badge ? (
                        <span className="ml-2 rounded-full bg-surface-sunken px-2 py-0.5 text-xs font-medium text-fg-muted ring-1 ring-border ring-inset">
                          {card.badge}
                        </span>
                      ) : null}
                    </span>
                    <span className="text-xs text-fg-muted">{card.description}</span>
                    {(card.price ?? card.pricing) ? (
                      <span className="text-xs font-medium text-fg">{card.price ?? card.pricing}</span>
                    ) : null}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <Link
        to={menu.cta.href}
        className="rounded-md bg-accent-solid px-4 py-2.5 text-center text-sm font-semibold text-on-accent hover:bg-accent-solid-hover"
      >
        {menu.cta.label}
      </Link>
    </div>
  );
}
