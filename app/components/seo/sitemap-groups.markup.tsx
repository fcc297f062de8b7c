import { Link } from "@remix-run/react";
import { UiIcon } from "~/components/ui/ui-icon";
import { sitemapLabels } from "~/content/page-labels";
import type { PublicPageGroup } from "~/lib/seo/public-pages";

/** The groups of /sitemap.html: a card each, its heading and a list of 44 px links. */
export function SitemapGroups({ groups }: { groups: PublicPageGroup[] }) {
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {groups.map((group, index) => (
        <section
          key={group.title}
          aria-labelledby={`sitemap-group-${index}`}
          className="rounded-card border border-border bg-surface-raised p-5"
        >
          <div className="flex items-baseline justify-between gap-3">
            <h2 id={`sitemap-group-${index}`} className="text-lg font-semibold text-fg">
              {group.title}
            </h2>
            <span className="text-xs text-fg-subtle">{sitemapLabels.pages(group.pages.length)}</span>
          </div>
          <ul className="mt-2 divide-y divide-border">
            {group.pages.map((page) => (
              <li key={page.path}>
                <Link
                  to={page.path}
                  className="group flex min-h-11 items-center justify-between gap-3 text-sm text-fg hover:text-accent"
                >
                  {page.label}
                  <UiIcon name="chevron-right" className="size-4 text-fg-subtle group-hover:text-accent" />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
