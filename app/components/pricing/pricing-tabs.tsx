import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

export interface TabLink {
  id: string;
  label: string;
  href: string;
}

/**
 * Tabs made of links: the server renders the selected one (marked aria-current), so switching
 * works without JavaScript. Scroll position is kept; the link's fragment brings the section back
 * into view after a full page load.
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
  const pad = size === "large" ? "px-5 py-2.5 text-base" : "px-4 py-2 text-sm";
  return (
    <nav aria-label={label}>
      <ul className="inline-flex flex-wrap justify-center gap-1 rounded-xl border border-white/10 bg-white/5 p-1">
        {tabs.map((tab) => {
          const current = tab.id === selected;
          return (
            <li key={tab.id}>
              <Link
                to={tab.href}
                preventScrollReset
                aria-current={current ? "page" : undefined}
                className={`block rounded-lg font-semibold ${pad} ${current ? "bg-brand-700 text-white" : "text-slate-200 hover:bg-white/10 hover:text-white"}`}
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
