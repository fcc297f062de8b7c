import { Link } from "@remix-run/react";
import { ContentIcon } from "~/components/ui/content-icon";
import { UiIcon } from "~/components/ui/ui-icon";
import { ADMIN_MENU_LABEL, adminMenuItems, loginMenuItems, signInButton, userMenuItems } from "~/content/navigation";
import { mobileMenuLabels } from "~/content/mobile-menu";
import type { Link as ContentLink } from "~/content/types";
import type { Viewer } from "~/lib/auth/viewer";

/**
 * The mobile menu's account area (docs/product.md §2): signed in, the email, Dashboard and Profile, the
 * admin links for admins, and Logout; signed out, the Login Options and Sign In.
 */
export function MobileAccount({ viewer, crmLoginUrl }: { viewer: Viewer | null; crmLoginUrl: string | null }) {
  if (!viewer) {
    return (
      <section aria-labelledby="mobile-login-options" className="grid gap-2">
        <h2 id="mobile-login-options" className={headingClass}>
          {mobileMenuLabels.loginOptions}
        </h2>
        <LinkList links={loginMenuItems(crmLoginUrl)} />
        <Link
          to={signInButton.href}
          className="mt-1 rounded-md bg-accent-solid px-4 py-2.5 text-center font-semibold text-on-accent hover:bg-accent-solid-hover"
        >
          {signInButton.label}
        </Link>
      </section>
    );
  }
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
        <li key={link.href}>
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
