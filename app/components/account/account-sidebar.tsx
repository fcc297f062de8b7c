import { Form } from "@remix-run/react";
import { Avatar } from "~/components/layout/account-menu-parts";
import { BrandLink } from "~/components/layout/brand-link";
import { Badge } from "~/components/ui/card";
import { UiIcon } from "~/components/ui/ui-icon";
import { accountCopy } from "~/content/account";
import { LOG_OUT_LABEL } from "~/content/navigation";
import type { Viewer } from "~/lib/auth/viewer";
import { AccountNav } from "./account-nav";

/**
 * The account frame's banner. From `lg` it is a sticky sidebar: brand, navigation, then who is
 * signed in and Log out at the foot. Narrower, the same elements form a bar: brand and account on
 * the first row, the navigation as a scrolling row of links under them (grid placement, so the
 * document order, and the tab order, stay brand → navigation → account).
 */
export function AccountSidebar({ viewer }: { viewer: Viewer }) {
  return (
    <header className="border-b border-border bg-surface lg:sticky lg:top-0 lg:h-screen lg:border-b-0">
      <div className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 px-5 pt-2 sm:px-8 lg:flex lg:h-full lg:flex-col lg:items-stretch lg:gap-6 lg:overflow-y-auto lg:px-4 lg:py-5">
        <BrandLink className="col-start-1 row-start-1 lg:px-2" />
        <AccountNav isAdmin={viewer.isAdmin} />
        <ViewerCard viewer={viewer} />
      </div>
    </header>
  );
}

function ViewerCard({ viewer }: { viewer: Viewer }) {
  const name = viewer.fullName ?? viewer.email ?? accountCopy.unnamed;
  return (
    <div className="col-start-2 row-start-1 flex items-center gap-3 lg:mt-auto lg:flex-col lg:items-stretch lg:gap-3 lg:rounded-card lg:border lg:border-border lg:bg-surface-sunken lg:p-3">
      <div className="flex min-w-0 items-center gap-3">
        <Avatar email={viewer.email} className="size-9 text-sm font-semibold" />
        <p className="min-w-0 text-sm max-sm:sr-only">
          <span className="sr-only">{accountCopy.signedInAs} </span>
          <span className="flex min-w-0 items-center gap-2">
            <span data-testid="viewer-name" className="truncate font-semibold text-fg">
              {name}
            </span>
            {viewer.isAdmin ? <Badge>{accountCopy.adminBadge}</Badge> : null}
          </span>
          {viewer.email && viewer.email !== name ? (
            <span className="block truncate text-fg-muted max-lg:hidden">{viewer.email}</span>
          ) : null}
        </p>
      </div>
      <Form method="post" action="/logout">
        <button
          type="submit"
          className="inline-flex h-11 w-full items-center justify-center gap-2 rounded-lg px-3 text-sm font-medium text-fg-muted transition-colors hover:bg-surface-sunken hover:text-fg lg:justify-start lg:border lg:border-border lg:bg-surface lg:hover:bg-surface-raised"
        >
          <UiIcon name="log-out" />
          {LOG_OUT_LABEL}
        </button>
      </Form>
    </div>
  );
}
