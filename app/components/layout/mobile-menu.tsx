import { useLocation } from "@remix-run/react";
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useHydrated } from "remix-utils/use-hydrated";
import { UiIcon } from "~/components/ui/content-icon";
import { topBarItems } from "~/content/navigation";
import type { Viewer } from "~/lib/auth/viewer";
import { MobileAccount } from "./mobile-account";

/** Behind a tap: fetched when the menu is first opened, or when the pointer or focus reaches its button. */
const loadDialog = () => import("./mobile-menu-dialog");
const MobileMenuDialog = lazy(() => loadDialog().then((module) => ({ default: module.MobileMenuDialog })));

const MENU_LABEL = "Menu";
const DIALOG_ID = "mobile-menu";

/**
 * The menu button below the xl breakpoint. Once hydrated it opens the full-screen menu; before
 * that (or without JavaScript) it is a <details> disclosure listing every top item, its submenu
 * and the account links, so each section is still one tap away.
 */
export function MobileMenu({ viewer }: { viewer: Viewer | null }) {
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

  if (!hydrated) return <MobileMenuFallback viewer={viewer} />;
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

function MobileMenuFallback({ viewer }: { viewer: Viewer | null }) {
  return (
    <details className="xl:hidden">
      <summary className="inline-flex h-10 min-w-10 cursor-pointer list-none items-center justify-center gap-1.5 rounded-md px-2 text-sm font-medium hover:bg-surface-sunken">
        <UiIcon name="menu" className="h-5 w-5" />
        <span className="sr-only sm:not-sr-only">{MENU_LABEL}</span>
      </summary>
      <div className="absolute inset-x-0 top-16 max-h-[calc(100vh-4rem)] overflow-y-auto border-b border-border bg-surface-raised px-4 py-4 text-fg shadow-lg">
        <nav aria-label="Mobile">
          <ul className="grid gap-1">
            {topBarItems.map((item) => (
              <li key={item.label}>
                <a href={item.href} className="block rounded-md px-3 py-2 font-medium hover:bg-surface-sunken">
                  {item.label}
                </a>
                {item.children ? (
                  <ul className="ml-4 grid gap-1 border-l border-border pl-2">
                    {item.children.map((child) => (
                      <li key={child.href}>
                        <a href={child.href} className="block rounded-md px-3 py-1.5 text-sm hover:bg-surface-sunken">
                          {child.label}
                        </a>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-4 border-t border-border pt-4">
          <MobileAccount viewer={viewer} />
        </div>
      </div>
    </details>
  );
}
