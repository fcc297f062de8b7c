import { Link } from "@remix-run/react";
import { breadcrumbLabels } from "~/content/page-labels";
import type { Crumb } from "~/lib/seo/breadcrumbs";

/** The trail from home to this page; the last item is the page itself. Links are 44 px tall targets. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label={breadcrumbLabels.label} className="-my-3 text-sm">
      <ol className="flex flex-wrap items-center gap-x-1">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={item.path} className="flex items-center gap-1">
              {index > 0 ? (
                <span aria-hidden="true" className="text-fg-subtle">
                  /
                </span>
              ) : null}
              {last ? (
                <span aria-current="page" className="inline-flex min-h-11 items-center px-1 font-medium text-fg">
                  {item.name}
                </span>
              ) : (
                <Link
                  to={item.path}
                  className="inline-flex min-h-11 items-center px-1 text-fg-muted underline-offset-4 hover:text-fg hover:underline"
                >
                  {item.name}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
