import { Link } from "@remix-run/react";
import { ContentIcon } from "~/components/ui/content-icon";
import { UiIcon } from "~/components/ui/ui-icon";
import { footerColumns, footerPhoneLines, footerSocialLinks, legalLinks } from "~/content/footer";
import { phoneLines, site } from "~/content/site";
import type { Link as ContentLink } from "~/content/types";
import { hook } from "~/lib/markup/data-hooks";
import { FLOATING_BUTTON_HOOKS } from "~/lib/motion/floating-button-hooks";
import { reachValue, useContactBook } from "~/lib/site/contact-book";
import { telHref } from "~/lib/ui/phone";
import { BrandMark } from "~/components/ui/brand-mark";

/** An office the footer links to, built by the root loader so office records stay on the server. */
export interface FooterOffice {
  city: string;
  href: string;
  state: "Florida" | "Wyoming";
}

/** The `footer-link` utility (app/tailwind.css): 45 links, their classes written once. */
const linkClass = "footer-link";
const headingClass = "text-sm font-semibold text-fg";

/**
 * The site footer: the brand with tap-to-call links (the numbers are not printed, docs/product.md
 * §2.6), the link columns, the offices by state, social profiles and the legal links. On phones each
 * column is a collapsible group, so the footer is a few taps, not a few screens.
 */
export function SiteFooter({ offices }: { offices: FooterOffice[] }) {
  const officeColumns = (["Florida", "Wyoming"] as const).map((state) => ({
    title: `${state} offices`,
    links: offices.filter((office) => office.state === state).map((o) => ({ label: o.city, href: o.href })),
  }));
  const book = useContactBook();
  return (
    // The home page's floating button never stands over the footer (ADR 075).
    <footer {...hook(FLOATING_BUTTON_HOOKS.away)} className="border-t border-border bg-surface-sunken text-sm">
      <div className="container-page grid gap-10 py-14 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,3fr)]">
        <div className="grid content-start gap-4">
          <Link to="/" className="inline-flex items-center gap-2 text-lg font-semibold text-fg">
            <BrandMark size={24} />
            {site.name}
          </Link>
          <p className="max-w-xs text-fg-muted">{site.tagline}.</p>
          <ul aria-label="Call or write to us" className="grid">
            {footerPhoneLines.map((line) =>
              reachValue(book, line) ? (
                <li key={line}>
                  <a href={telHref(reachValue(book, line))} className={`${linkClass} gap-2 whitespace-nowrap`}>
                    <ContentIcon name="phone" className="size-4" />
                    Call {phoneLines[line]}
                  </a>
                </li>
              ) : null,
            )}
            <li>
              <a href={`mailto:${book.email}`} className={`${linkClass} gap-2 whitespace-nowrap`}>
                <ContentIcon name="mail" className="size-4" />
                {book.email}
              </a>
            </li>
          </ul>
        </div>
        <div className="grid gap-x-8 lg:grid-cols-3">
          {[...footerColumns, ...officeColumns].map((column) => (
            <FooterGroup key={column.title} title={column.title} links={column.links} />
          ))}
        </div>
      </div>
      <div className="border-t border-border">
        <div className="container-page flex flex-col gap-2 py-6 md:flex-row md:items-center md:justify-between">
          <p className="text-fg-subtle">
            © {new Date().getFullYear()} {site.name}
          </p>
          <ul aria-label="Social media" className="flex flex-wrap gap-x-5">
            {footerSocialLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
                  {link.label}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
          <ul aria-label="Legal" className="flex flex-wrap gap-x-5">
            {legalLinks.map((link) => (
              <li key={link.href}>
                <Link to={link.href} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}

/**
 * A column of links: a collapsed disclosure on phones, an open list from the lg breakpoint, where
 * the summary is hidden and the content always shown (::details-content). Works without scripts.
 */
function FooterGroup({ title, links }: { title: string; links: ContentLink[] }) {
  const id = `footer-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  return (
    <nav aria-labelledby={id} className="border-b border-border lg:border-0">
      <details className="group/footer lg:[&::details-content]:block lg:[&::details-content]:[content-visibility:visible]">
        <summary
          id={id}
          className={`${headingClass} flex min-h-12 items-center justify-between lg:pointer-events-none lg:min-h-0 lg:pt-6 lg:pb-2`}
        >
          {title}
          <UiIcon
            name="plus"
            className="size-4 text-fg-subtle transition-transform group-open/footer:rotate-45 lg:hidden"
          />
        </summary>
        <ul className="grid pb-3 lg:pb-0">
          {links.map((link) => (
            <li key={link.href}>
              <Link to={link.href} className={linkClass}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </details>
    </nav>
  );
}
