import { Link } from "@remix-run/react";
import { breadcrumbLabels } from "~/content/page-labels";
import type { Crumb } from "~/lib/seo/breadcrumbs";

/** The trail from home to this page; the last item is the page itself. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label={breadcrumbLabels.label} className="text-sm">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-600">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={item.path} className="flex items-center gap-2">
              {index > 0 ? <span aria-hidden="true">/</span> : null}
              {last ? (
                <span aria-current="page" className="font-medium text-slate-800">
                  {item.name}
                </span>
              ) : (
                <Link to={item.path} className="text-brand-700 hover:underline">
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
