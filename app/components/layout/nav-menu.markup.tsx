import { UiIcon } from "~/components/ui/ui-icon";
import type { TopBarItem } from "~/content/types";
import { hook } from "~/lib/markup/data-hooks";
import { topItemClass } from "./nav-styles";
import { SITE_HEADER_HOOKS } from "./site-header-bar.behaviour";

/**
 * A top-bar item with a mega-menu, as a disclosure: a <details> whose summary opens a full-width
 * panel under the bar. Server markup (site-header-bar.tsx): it works without JavaScript; with it,
 * the bar keeps one menu open at a time, opens it on mouse hover too, and closes it on Escape, a
 * click elsewhere, or navigation (app/components/layout/site-header-bar.behaviour.ts). While it is
 * open the page under the bar is dimmed, and a click on the dimmed page closes it.
 */
export function NavMenu({
  item,
  panel,
  active,
  childHrefs,
}: {
  item: TopBarItem;
  panel: JSX.Element;
  active: boolean;
  /** The links under the item, which make it the current item (app/lib/site/navigation.ts). */
  childHrefs: string;
}) {
  return (
    <details
      {...hook(SITE_HEADER_HOOKS.menu, item.label)}
      {...hook(SITE_HEADER_HOOKS.hoverMenu)}
      className="group/menu"
    >
      <summary
        className={topItemClass(active)}
        {...hook(SITE_HEADER_HOOKS.current, active ? "true" : undefined)}
        {...hook(SITE_HEADER_HOOKS.topItem, item.href)}
        {...hook(SITE_HEADER_HOOKS.topChildren, childHrefs)}
      >
        {item.label}
        <UiIcon name="chevron-down" className="size-4 transition-transform group-open/menu:rotate-180" />
        {/* The page dimmed under the open menu, from the bar down. Inside the summary, a click on it
            is a click on the summary: it closes the menu with or without JavaScript. Fixed, it is
            placed in the bar (site-header.tsx), and the page still scrolls under it. */}
        <span
          aria-hidden="true"
          {...hook(SITE_HEADER_HOOKS.overlay)}
          className="fixed inset-x-0 top-[calc(100%-var(--bar-tuck,0px))] z-30 hidden h-dvh bg-black/40 group-open/menu:block"
        />
      </summary>
      <div className="absolute inset-x-0 top-[calc(100%-var(--bar-tuck,0px))] z-40 border-b border-border bg-surface shadow-pop">
        <div className="container-page max-h-[calc(100dvh-5rem)] overflow-y-auto py-6">{panel}</div>
      </div>
    </details>
  );
}
