import { Link } from "@remix-run/react";
import { ContentIcon } from "~/components/ui/content-icon";
import { UiIcon } from "~/components/ui/ui-icon";
import {
  ADMIN_MENU_LABEL,
  adminMenuItems,
  freeAuditButton,
  loginMenuItems,
  signInButton,
  userMenuItems,
} from "~/content/navigation";
import { mobileMenuLabels } from "~/content/mobile-menu";
import type { Link as ContentLink } from "~/content/types";
import type { Viewer } from "~/lib/auth/viewer";

/**
 * The mobile menu's end (docs/product.md §2): its one primary button, the free audit (the top bar's
 * Free Audit), then the account area. Signed in, the email, Dashboard and Profile, the admin links
 * for admins, and Logout; signed out, the Login Options and Sign In as a row like them (ADR 075).
 */
export function MobileAccount({ viewer, crmLoginUrl }: { viewer: Viewer | null; crmLoginUrl: string | null }) {
  return (
    <div className="grid gap-4">
      <Link
        to={freeAuditButton.href}
        className="rounded-md bg-accent-solid px-4 py-2.5 text-center font-semibold text-on-accent hover:bg-accent-solid-hover"
      >
        {freeAuditButton.label}
      </Link>
      {viewer ? <SignedIn viewer={viewer} /> : <SignedOut crmLoginUrl={crmLoginUrl} />}
    </div>
  );
}

function SignedOut({ crmLoginUrl }: { crmLoginUrl: string | null }) {
  return (
    <section aria-labelledby="mobile-login-options" className="grid gap-2">
      <h2 id="mobile-login-options" className={headingClass}>
        {mobileMenuLabels.loginOptions}
      </h2>
      <LinkList links={[...loginMenuItems(crmLoginUrl), { ...signInButton, icon: "user" }]} />
    </section>
  );
}

function SignedIn({ viewer }: { viewer: Viewer }) {
  return (
    <section aria-labelledby="mobile-account" className="grid gap-2">
      <h2 id="mobile-account" className={headingClass}>
        {mobileMenuLabels.account}
      </h2>
      {viewer.email ? <p className="truncate px-3 text-sm text-fg-muted">{viewer.email}</p> : null}
      <LinkList links={userMenuItems} />
      {viewer.isAdmin ? (
        <>
          <h3 className={headingClass}>{ADMIN_MENU_LABEL}</h3>
          <LinkList links={adminMenuItems} />
        </>
      ) : null}
      <form method="post" action="/logout">
        <button type="submit" className={`${rowClass} w-full text-left`}>
          {mobileMenuLabels.logout}
        </button>
      </form>
    </section>
  );
}

function LinkList({ links }: { links: ContentLink[] }) {
  return (
    <ul className="grid gap-1">
      {links.map((link) => (
        // Two of the login options go to /auth (Admin Dashboard, Sign In): the label tells them apart.
        <li key={link.label}>
          {link.newTab ? (
            <a href={link.href} target="_blank" rel="noopener noreferrer" className={rowClass}>
              {link.icon ? <ContentIcon name={link.icon} className="h-4 w-4" /> : null}
              {link.label}
              <UiIcon name="external-link" className="ml-auto h-4 w-4" />
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : (
            <Link to={link.href} className={rowClass}>
              {link.icon ? <ContentIcon name={link.icon} className="h-4 w-4" /> : null}
              {link.label}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}

const headingClass = "px-3 text-xs font-semibold tracking-wide text-fg-muted uppercase";
const rowClass = "flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-fg hover:bg-surface-sunken";
