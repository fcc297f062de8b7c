import { Form, NavLink } from "@remix-run/react";
import type { ReactNode } from "react";
import { CompactHeader } from "~/components/layout/compact-header";
import { accountCopy } from "~/content/account";
import { adminMenuItems, LOG_OUT_LABEL, userMenuItems } from "~/content/navigation";
import type { Viewer } from "~/lib/auth/viewer";

/**
 * The frame of the signed-in and admin pages, drawn by the root layout for the site areas whose
 * chrome is "account" (app/lib/site/site-areas.ts); the public top bar is hidden there.
 */
export function AccountShell({ viewer, children }: { viewer: Viewer; children: ReactNode }) {
  const links = viewer.isAdmin ? [...userMenuItems, ...adminMenuItems] : userMenuItems;
  return (
    <div className="min-h-screen bg-surface-sunken text-fg">
      <CompactHeader>
        <nav aria-label={accountCopy.navLabel}>
          <ul className="flex flex-wrap gap-4 text-sm">
            {links.map((link) => (
              <li key={link.href}>
                <NavLink
                  to={link.href}
                  className={({ isActive }) =>
                    isActive ? "font-semibold text-accent underline" : "text-fg-muted hover:underline"
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <Form method="post" action="/logout">
          <button
            type="submit"
            className="rounded-md border border-border-strong px-3 py-1.5 text-sm font-medium hover:bg-surface-sunken"
          >
            {LOG_OUT_LABEL}
          </button>
        </Form>
      </CompactHeader>
      <div className="mx-auto max-w-6xl px-6 pt-6 text-sm text-fg-muted">
        {accountCopy.signedInAs}{" "}
        <strong data-testid="viewer-name">{viewer.fullName ?? viewer.email ?? accountCopy.unnamed}</strong>
        {viewer.isAdmin ? ` ${accountCopy.adminSuffix}` : null}
      </div>
      {children}
    </div>
  );
}

/** One signed-in or admin page inside the shell: its heading, then its content. */
export function AccountPage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <main id="main" className="mx-auto max-w-6xl px-6 py-8">
      <h1 className="text-3xl font-bold">{title}</h1>
      <div className="mt-8">{children}</div>
    </main>
  );
}
