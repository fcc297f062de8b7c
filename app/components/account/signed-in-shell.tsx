import { Form, NavLink } from "@remix-run/react";
import { CompactHeader } from "~/components/layout/compact-header";
import type { ReactNode } from "react";
import { adminMenuItems, LOG_OUT_LABEL, userMenuItems } from "~/content/navigation";
import type { Viewer } from "~/lib/auth/request-auth.server";

/** The frame of the signed-in and admin pages (the public top bar is hidden there). */
export function SignedInShell({ viewer, title, children }: { viewer: Viewer; title: string; children?: ReactNode }) {
  const links = viewer.isAdmin ? [...userMenuItems, ...adminMenuItems] : userMenuItems;
  return (
    <div className="min-h-screen bg-slate-50 text-slate-900">
      <CompactHeader>
        <nav aria-label="Account">
          <ul className="flex flex-wrap gap-4 text-sm">
            {links.map((link) => (
              <li key={link.href}>
                <NavLink
                  to={link.href}
                  className={({ isActive }) =>
                    isActive ? "font-semibold text-brand-700 underline" : "text-slate-700 hover:underline"
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <Form method="post" action="/logout">
          <button type="submit" className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-100">
            {LOG_OUT_LABEL}
          </button>
        </Form>
      </CompactHeader>
      <main id="main" className="mx-auto max-w-6xl px-6 py-10">
        <h1 className="text-3xl font-bold">{title}</h1>
        <p className="mt-2 text-slate-700">
          Signed in as <strong data-testid="viewer-name">{viewer.fullName ?? viewer.email ?? "your account"}</strong>
          {viewer.isAdmin ? " (administrator)" : null}
        </p>
        <div className="mt-8">{children}</div>
      </main>
    </div>
  );
}
