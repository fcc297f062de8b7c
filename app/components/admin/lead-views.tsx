import { Link } from "@remix-run/react";
import { leadInboxCopy as copy } from "~/content/leads";
import { INBOX_VIEWS, type InboxView } from "~/lib/leads/inbox-filters";

/**
 * The saved views above the inbox as links (ADR 048): All leads, New, This week, Qualified, Won.
 * The one the address names is marked `aria-current`; "All leads" when there is no view or filter.
 */
export function LeadViews({ current, filtered }: { current: InboxView | null; filtered: boolean }) {
  const views: Array<{ key: InboxView | "all"; href: string; active: boolean }> = [
    { key: "all", href: "/admin/leads", active: !current && !filtered },
    ...INBOX_VIEWS.map((view) => ({ key: view, href: `/admin/leads?view=${view}`, active: view === current })),
  ];
  return (
    <nav aria-label={copy.viewsLabel} className="-mx-1 overflow-x-auto px-1">
      <ul className="flex gap-2 py-0.5">
        {views.map((view) => (
          <li key={view.key} className="shrink-0">
            <Link
              to={view.href}
              aria-current={view.active ? "page" : undefined}
              className={`inline-flex h-11 items-center rounded-full border px-4 text-sm font-medium whitespace-nowrap transition-colors sm:h-9 ${
                view.active
                  ? "border-accent/40 bg-accent-soft text-accent"
                  : "border-border bg-surface-raised text-fg-muted hover:bg-surface-sunken hover:text-fg"
              }`}
            >
              {copy.views[view.key]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
