import { Link } from "@remix-run/react";
import { breadcrumbLabels } from "~/content/page-labels";
import type { Crumb } from "~/lib/seo/breadcrumbs";

/**
 * The trail from home to this page; the last item is the page itself. Links are 44 px tall targets.
 * On phones the trail stays one line: the page's own name (the h1 below says it whole) is cut with
 * an ellipsis rather than wrapping the trail onto a second 44 px row.
 */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label={breadcrumbLabels.label} className="-my-3 text-sm">
      <ol className="flex items-center gap-x-1 sm:flex-wrap">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={item.path} className={`flex items-center gap-1 ${last ? "min-w-0" : "shrink-0"}`}>
              {index > 0 ? (
                <span aria-hidden="true" className="text-fg-subtle">
                  /
                </span>
              ) : null}
              {last ? (
                <span aria-current="page" className="flex min-h-11 min-w-0 items-center px-1 font-medium text-fg">
                  <span className="truncate">{item.name}</span>
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
