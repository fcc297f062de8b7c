import { Link } from "@remix-run/react";
import { hook, SERVER_MARKUP_HOOKS } from "~/lib/markup/data-hooks";
import type { ReactNode } from "react";

export interface TabLink {
  id: string;
  label: string;
  href: string;
}

/**
 * Tabs made of links: the server renders the selected one (marked aria-current), so switching
 * works without JavaScript. Scroll position is kept; the link's fragment brings the section back
 * into view after a full page load. The tabs share one row at every width (down to 320 px): equal
 * columns whose labels may break onto a second line inside their tab, never the row.
 */
export function TabLinks({
  label,
  tabs,
  selected,
  size = "large",
}: {
  label: string;
  tabs: TabLink[];
  selected: string;
  size?: "large" | "small";
}) {
  const type = size === "large" ? "text-[0.8125rem] sm:text-sm" : "text-[0.8125rem]";
  const width = size === "large" ? "max-w-lg" : "max-w-sm";
  return (
    <nav aria-label={label} className={`mx-auto w-full ${width}`}>
      <ul className="grid auto-cols-fr grid-flow-col gap-1 rounded-xl border border-border bg-surface-sunken p-1">
        {tabs.map((tab) => {
          const current = tab.id === selected;
          return (
            <li key={tab.id} className="flex">
              <Link
                to={tab.href}
                preventScrollReset
                // The same, for the tabs rendered as server markup (useMarkupLinks).
                {...hook(SERVER_MARKUP_HOOKS.keepScroll)}
                aria-current={current ? "page" : undefined}
                className={`flex min-h-11 w-full items-center justify-center rounded-lg px-2 py-1.5 text-center leading-tight font-semibold text-balance transition-colors ${type} ${
                  current
                    ? "bg-surface-raised text-fg shadow-card ring-1 ring-border-strong"
                    : "text-fg-muted hover:bg-surface-raised/60 hover:text-fg"
                }`}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The area a tab set controls, named after the selected tab. */
export function TabPanel({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} className="mt-10">
      {children}
    </div>
  );
}
