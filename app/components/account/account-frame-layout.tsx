import type { ReactNode } from "react";
import type { Viewer } from "~/lib/auth/viewer";
import { AccountSidebar } from "./account-sidebar";

/**
 * The frame of the signed-in and admin pages, drawn by the root layout for the site areas whose
 * frame is "account" (app/lib/site/site-areas.ts); the public top bar and footer are hidden there.
 * Wide screens get a sidebar; phones the same elements as a bar with a row of scrolling links, so
 * there is one navigation in the document and it works without JavaScript.
 */
export function AccountFrameLayout({ viewer, children }: { viewer: Viewer; children: ReactNode }) {
  return (
    <div className="min-h-screen bg-surface-sunken text-fg lg:grid lg:grid-cols-[16rem_minmax(0,1fr)]">
      {/* The column carries the sidebar's surface, so it runs the page's full height. */}
      <div className="lg:border-r lg:border-border lg:bg-surface">
        <AccountSidebar viewer={viewer} />
      </div>
      <div className="min-w-0">{children}</div>
    </div>
  );
}
