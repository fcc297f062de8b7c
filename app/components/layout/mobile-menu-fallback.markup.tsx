import { UiIcon } from "~/components/ui/ui-icon";
import { topBarItems } from "~/content/navigation";
import type { Viewer } from "~/lib/auth/viewer";
import { MENU_LABEL } from "./mobile-menu";
import { MobileAccount } from "./mobile-account";

/**
 * The mobile menu before hydration and without JavaScript: a <details> disclosure with every top
 * item, its submenu and the viewer's account links. Server markup only (the root loader renders
 * it for the viewer, site-frame-markup.server.tsx); the browser shows the menu button instead.
 */
export function MobileMenuFallback({ viewer, crmLoginUrl }: { viewer: Viewer | null; crmLoginUrl: string | null }) {
  return (
    <details className="xl:hidden">
      <summary className="inline-flex h-10 min-w-10 items-center justify-center gap-1.5 rounded-md px-2 text-sm font-medium hover:bg-surface-sunken">
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
          <MobileAccount viewer={viewer} crmLoginUrl={crmLoginUrl} />
        </div>
      </div>
    </details>
  );
}
