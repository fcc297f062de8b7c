import { Link } from "@remix-run/react";
import { ContentIcon } from "~/components/ui/content-icon";
import { cityPagePath, cityPages } from "~/content/cities";
import { footerColumns, footerPhones, footerSocialLinks, legalLinks } from "~/content/navigation";
import { officeKeys, offices } from "~/content/offices";
import { site } from "~/content/site";
import type { StateCode } from "~/content/types";
import { telHref } from "~/lib/ui/phone";

const STATE_NAMES: Record<StateCode, string> = { FL: "Florida", WY: "Wyoming" };

/** Each office with the city page that presents it. */
const officeLinks = officeKeys.flatMap((key) => {
  const page = cityPages.find((p) => p.kind === "city" && p.office === key);
  return page ? [{ key, office: offices[key], href: cityPagePath(page) }] : [];
});

/**
 * The site footer: link columns (services, free audit, consultation, enterprise demo, company,
 * locations), the offices by state, phones as tap-to-call links (the numbers are not printed,
 * docs/product.md §2), social profiles and the legal links.
 */
export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-slate-50 text-slate-700 dark:border-white/10 dark:bg-ink dark:text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1.2fr_3fr]">
        <div className="grid content-start gap-4">
          <Link to="/" className="text-xl font-bold text-slate-900 dark:text-white">
            {site.name}
          </Link>
          <p className="text-sm">{site.tagline}.</p>
          <ul aria-label="Call us" className="grid gap-1.5 text-sm">
            {footerPhones.map((phone) => (
              <li key={phone.number}>
                <a href={telHref(phone.number)} className={`${linkClass} inline-flex items-center gap-2`}>
                  <ContentIcon name="phone" className="h-4 w-4" />
                  Call {phone.label}
                </a>
              </li>
            ))}
            <li>
              <a href={`mailto:${site.email}`} className={`${linkClass} inline-flex items-center gap-2`}>
                <ContentIcon name="mail" className="h-4 w-4" />
                {site.email}
              </a>
            </li>
          </ul>
        </div>
        <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {footerColumns.map((column) => (
            <nav key={column.title} aria-labelledby={`footer-${slug(column.title)}`}>
              <h2 id={`footer-${slug(column.title)}`} className={headingClass}>
                {column.title}
              </h2>
              <ul className="mt-3 grid gap-2 text-sm">
                {column.links.map((link) => (
                  <li key={link.href}>
                    <Link to={link.href} className={linkClass}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      </div>
      <OfficeList />
      <div className="border-t border-slate-200 dark:border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 text-sm sm:px-6 md:flex-row md:items-center md:justify-between">
          <p>
            © {new Date().getFullYear()} {site.name}
          </p>
          <ul aria-label="Social media" className="flex flex-wrap gap-x-4 gap-y-2">
            {footerSocialLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
                  {link.label}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
          <ul aria-label="Legal" className="flex flex-wrap gap-x-4 gap-y-2">
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

/** Our offices, grouped by state, each linking to its city page. */
function OfficeList() {
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 pb-10 sm:px-6 md:grid-cols-2">
      {(["FL", "WY"] as const).map((state) => (
        <section key={state} aria-labelledby={`footer-offices-${state}`}>
          <h2 id={`footer-offices-${state}`} className={headingClass}>
            {STATE_NAMES[state]} offices
          </h2>
          <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-2 text-sm">
            {officeLinks
              .filter(({ office }) => office.state === state)
              .map(({ key, office, href }) => (
                <li key={key}>
                  <Link to={href} className={linkClass}>
                    {office.city}
                  </Link>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, "-");
}

const headingClass = "text-sm font-semibold tracking-wide text-slate-900 uppercase dark:text-white";
const linkClass = "rounded-sm underline-offset-4 hover:text-brand-700 hover:underline dark:hover:text-brand-200";
