import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { useLocation } from "@remix-run/react";
import { useState } from "react";
import { createPortal } from "react-dom";
import { useHydrated } from "remix-utils/use-hydrated";
import { UiIcon } from "~/components/ui/content-icon";
import type { MegaMenu as MegaMenuContent, TopBarItem } from "~/content/types";
import { MegaMenuPanel } from "./mega-menu-panel";
import { topItemClass } from "./nav-styles";

/**
 * A top-bar item with a mega-menu. Before hydration (and without JavaScript) it is a plain link
 * to its page or home section; once hydrated it is a Radix dropdown trigger: Enter, Space or
 * ArrowDown open it, arrows move through the cards, Escape closes it and focus returns to the
 * trigger, and aria-expanded tells screen readers its state.
 */
export function MegaMenu({ item, menu, active }: { item: TopBarItem; menu: MegaMenuContent; active: boolean }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const location = useLocation();

  // Any navigation closes the menu, even a card that links to the page already shown.
  const [openedAt, setOpenedAt] = useState(location.key);
  if (openedAt !== location.key) {
    setOpenedAt(location.key);
    setOpen(false);
  }

  if (!hydrated) {
    return (
      <a href={item.href} aria-current={active ? "page" : undefined} className={topItemClass(active)}>
        {item.label}
      </a>
    );
  }
  return (
    <DropdownMenu.Root modal={false} open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger aria-current={active ? "page" : undefined} className={`${topItemClass(active)} group`}>
        {item.label}
        <UiIcon name="chevron-down" className="h-4 w-4 transition-transform group-data-[state=open]:rotate-180" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="center"
          sideOffset={12}
          collisionPadding={16}
          // On short screens the panel scrolls; a focusable region lets axe (and a keyboard user
          // whose focus is on the panel rather than an item) see that it can be scrolled.
          tabIndex={0}
          className="z-50 max-h-[var(--radix-dropdown-menu-content-available-height)] w-[min(64rem,calc(100vw-2rem))] overflow-y-auto rounded-2xl border border-slate-200 bg-white p-5 text-slate-900 shadow-2xl dark:border-white/10 dark:bg-slate-900 dark:text-slate-100"
        >
          <MegaMenuPanel menu={menu} overviewHref={item.href} />
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
      {open ? <DimmedOverlay onClose={() => setOpen(false)} /> : null}
    </DropdownMenu.Root>
  );
}

/**
 * The full-screen dimmed layer behind an open menu (docs/product.md §2); a click on it closes the menu.
 * Portalled to <body> because the bar's backdrop blur would otherwise confine a fixed element.
 * It sits under the bar (z-30 < z-40) so the other top items stay one click away.
 */
function DimmedOverlay({ onClose }: { onClose: () => void }) {
  return createPortal(
    <div aria-hidden="true" onClick={onClose} className="fixed inset-0 z-30 bg-slate-950/50" />,
    document.body,
  );
}
