import { Link, useLocation } from "@remix-run/react";
import { useEffect, useId, useRef } from "react";
import { ContentIcon } from "~/components/ui/content-icon";
import { accountCopy } from "~/content/account";
import { ADMIN_MENU_LABEL, adminMenuItems, userMenuItems } from "~/content/navigation";
import type { Link as ContentLink } from "~/content/types";
import { accountItemActive } from "~/lib/site/navigation";
import { useNewLeadCount } from "~/lib/site/use-site-settings";

/** The item that carries the count of new leads (the root loader counts them for admins). */
const LEADS_HREF = "/admin/leads";

/**
 * The account navigation: Dashboard and Profile, and for admins the Admin group. A column in the
 * sidebar; on phones a row that scrolls sideways, every link 44 px tall. The current item is
 * marked by colour and an indicator bar drawn outside the text's box, never by a bolder weight,
 * so no item changes size or moves when it becomes current.
 */
export function AccountNav({ isAdmin }: { isAdmin: boolean }) {
  const { pathname } = useLocation();
  const adminLabelId = useId();
  const scroller = useRef<HTMLElement>(null);
  const newLeads = useNewLeadCount();

  // On phones the current item may sit past the right edge of the row: bring it into view.
  useEffect(() => {
    const row = scroller.current;
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !current || row.scrollWidth <= row.clientWidth) return;
    row.scrollLeft = current.offsetLeft - (row.clientWidth - current.offsetWidth) / 2;
  }, [pathname]);

  return (
    <nav
      ref={scroller}
      aria-label={accountCopy.navLabel}
      className="relative col-span-2 row-start-2 -mx-5 flex items-center gap-1 overflow-x-auto px-5 pb-2 [scrollbar-width:none] sm:-mx-8 sm:px-8 lg:mx-0 lg:flex-1 lg:flex-col lg:items-stretch lg:gap-6 lg:overflow-visible lg:px-0 lg:pb-0"
    >
      <NavList links={userMenuItems} pathname={pathname} />
      {isAdmin ? (
        <div className="flex shrink-0 items-center gap-1 border-l border-border pl-2 lg:block lg:border-l-0 lg:pl-0">
          <p
            id={adminLabelId}
            className="px-2 text-xs font-semibold tracking-wide text-fg-subtle uppercase max-lg:sr-only lg:mb-1 lg:px-3"
          >
            {ADMIN_MENU_LABEL}
          </p>
          <NavList
            links={adminMenuItems}
            pathname={pathname}
            labelledBy={adminLabelId}
            counts={newLeads ? { [LEADS_HREF]: newLeads } : undefined}
          />
        </div>
      ) : null}
    </nav>
  );
}

function NavList({
  links,
  pathname,
  labelledBy,
  counts,
}: {
  links: ContentLink[];
  pathname: string;
  labelledBy?: string;
  /** A number beside an item (new leads), read as part of its name: "Leads, 3 new". */
  counts?: Record<string, number>;
}) {
  return (
    <ul aria-labelledby={labelledBy} className="flex shrink-0 gap-1 lg:flex-col">
      {links.map((link) => {
        const current = accountItemActive(link.href, pathname);
        return (
          <li key={link.href}>
            <Link to={link.href} aria-current={current ? "page" : undefined} className={itemClass(current)}>
              {link.icon ? <ContentIcon name={link.icon} className="size-4" /> : null}
              {link.label}
              {counts?.[link.href] ? <CountBadge count={counts[link.href]!} /> : null}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

function CountBadge({ count }: { count: number }) {
  return (
    <span className="ml-auto inline-flex min-w-5 items-center justify-center rounded-full bg-accent-solid px-1.5 text-xs leading-5 font-semibold text-on-accent tabular-nums">
      <span className="sr-only">, </span>
      {accountCopy.newCount(count)}
      <span className="sr-only">{accountCopy.newCountSuffix}</span>
    </span>
  );
}

/**
 * Same font, weight and padding in both states; the indicator is positioned, so it takes no room:
 * under the item in the phone row, at its left edge in the sidebar.
 */
function itemClass(current: boolean): string {
  const base =
    "relative flex h-11 items-center gap-2.5 rounded-lg px-3 text-sm font-medium whitespace-nowrap transition-colors " +
    "after:absolute after:rounded-full after:bg-accent-solid after:transition-opacity " +
    "after:inset-x-3 after:-bottom-2 after:h-0.5 lg:after:inset-x-auto lg:after:top-2.5 lg:after:bottom-2.5 lg:after:-left-4 lg:after:h-auto lg:after:w-0.5";
  return current
    ? `${base} bg-accent-soft text-accent after:opacity-100`
    : `${base} text-fg-muted hover:bg-surface-sunken hover:text-fg after:opacity-0`;
}
