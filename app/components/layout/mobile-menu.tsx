import type { MarkupData } from "~/lib/markup/document-markup";
import { useLocation } from "@remix-run/react";
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useHydrated } from "remix-utils/use-hydrated";
import { UiIcon } from "~/components/ui/ui-icon";
import type { Viewer } from "~/lib/auth/viewer";
import { ServerMarkup } from "~/components/markup/server-markup";

/** Behind a tap: fetched when the menu is first opened, or when the pointer or focus reaches its button. */
const loadDialog = () => import("~/lazy/mobile-menu-dialog");
const MobileMenuDialog = lazy(() => loadDialog().then((module) => ({ default: module.MobileMenuDialog })));

export const MENU_LABEL = "Menu";
const DIALOG_ID = "mobile-menu";

/**
 * The menu button below the xl breakpoint. Once hydrated it opens the full-screen menu; before
 * that (or without JavaScript) it is a <details> disclosure listing every top item, its submenu
 * and the account links, so each section is still one tap away. That disclosure is server markup
 * (`fallback`, MobileMenuFallback rendered by the root loader): the browser never renders it.
 */
export function MobileMenu({ viewer, fallback }: { viewer: Viewer | null; fallback?: MarkupData }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const close = useCallback(() => setOpen(false), []);

  // docs/product.md §4: the menu closes on route change (a tapped link navigates, and so closes it too).
  const firstKey = useRef(location.key);
  useEffect(() => {
    if (location.key !== firstKey.current) setOpen(false);
    firstKey.current = location.key;
  }, [location.key]);

  if (!hydrated) return <ServerMarkup html={fallback} once />;
  return (
    <div className="xl:hidden">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={DIALOG_ID}
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        className="inline-flex h-10 min-w-10 items-center justify-center gap-1.5 rounded-md px-2 text-sm font-medium hover:bg-surface-sunken"
      >
        <UiIcon name="menu" className="h-5 w-5" />
        <span className="sr-only sm:not-sr-only">{MENU_LABEL}</span>
      </button>
      {/* Portalled: the bar's backdrop blur would make it the box a fixed child is placed in. */}
      {open
        ? createPortal(
            <Suspense fallback={null}>
              <MobileMenuDialog id={DIALOG_ID} viewer={viewer} onClose={close} />
            </Suspense>,
            document.body,
          )
        : null}
    </div>
  );
}
