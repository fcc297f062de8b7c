import { freeAuditButton, topBarItems } from "~/content/navigation";
import type { Viewer } from "~/lib/auth.server";
import { AccountMenu } from "./account-menu";

/** The top bar: brand, main navigation, the Free Audit button and the account area. */
export function SiteHeader({ viewer }: { viewer: Viewer | null }) {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 text-slate-900 backdrop-blur dark:border-white/10 dark:bg-ink/90 dark:text-slate-100">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <a href="/" className="flex items-center gap-2 text-lg font-bold" aria-label="Rankwell home">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span>Rankwell</span>
        </a>
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {topBarItems.map((item) => (
              <li key={item.label}>
                <a href={item.href} className="rounded-md px-3 py-2 text-sm font-medium hover:bg-slate-100 dark:hover:bg-white/10">
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <a
            href={freeAuditButton.href}
            className="hidden rounded-md border border-brand-600 px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 sm:inline-flex dark:text-brand-200 dark:hover:bg-white/10"
          >
            {freeAuditButton.label}
          </a>
          <AccountMenu viewer={viewer} />
        </div>
      </div>
    </header>
  );
}
