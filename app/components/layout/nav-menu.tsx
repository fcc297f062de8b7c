import { ServerMarkup } from "~/components/markup/server-markup";
import { UiIcon } from "~/components/ui/ui-icon";
import type { TopBarItem } from "~/content/types";
import type { useSiteMenus } from "~/hooks/use-site-menus";
import { topItemClass } from "./nav-styles";

/**
 * A top-bar item with a mega-menu, as a disclosure: a <details> whose summary (label and chevron,
 * the same on the server and after hydration, so nothing moves) opens a full-width panel under the
 * bar. It works without JavaScript; with it, the bar keeps one menu open at a time, opens it on
 * mouse hover too, and closes it on Escape, a click elsewhere, or navigation (useSiteMenus). The
 * panel's content is server markup (`MegaMenuPanel`, rendered by the root loader).
 */
export function NavMenu({
  item,
  panel,
  active,
  control,
}: {
  item: TopBarItem;
  /** The panel's HTML; absent while hydrating, when the document already holds it. */
  panel?: string;
  active: boolean;
  control: ReturnType<ReturnType<typeof useSiteMenus>["hoverMenuProps"]>;
}) {
  return (
    <details {...control.details} className="group/menu">
      <summary {...control.summary} className={topItemClass(active)} data-current={active ? "true" : undefined}>
        {item.label}
        <UiIcon name="chevron-down" className="size-4 transition-transform group-open/menu:rotate-180" />
      </summary>
      <div className="absolute inset-x-0 top-full z-40 border-b border-border bg-surface shadow-pop">
        <div className="container-page max-h-[calc(100dvh-5rem)] overflow-y-auto py-6">
          <ServerMarkup html={panel} once />
        </div>
      </div>
    </details>
  );
}
