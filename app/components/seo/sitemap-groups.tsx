import { Link } from "@remix-run/react";
import type { PublicPageGroup } from "~/lib/seo/public-pages";

/** The groups of /sitemap.html: a heading and a plain list of links each. */
export function SitemapGroups({ groups }: { groups: PublicPageGroup[] }) {
  return (
    <div className="grid gap-10 sm:grid-cols-2 lg:grid-cols-3">
      {groups.map((group) => (
        <section key={group.title} aria-labelledby={`sitemap-${group.title}`}>
          <h2 id={`sitemap-${group.title}`} className="text-lg font-semibold text-slate-900">
            {group.title}
          </h2>
          <ul className="mt-3 grid gap-2">
            {group.pages.map((page) => (
              <li key={page.path}>
                <Link to={page.path} className="text-brand-700 underline underline-offset-4 hover:text-brand-900">
                  {page.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
