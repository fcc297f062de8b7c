import { Link, useLocation } from "@remix-run/react";
import { buttonClass } from "~/components/ui/button";
import { UiIcon } from "~/components/ui/ui-icon";
import { paginationCopy as copy } from "~/content/account-lists";
import { pageHref, pageWindow } from "~/lib/ui/pagination";

/**
 * Links to the other pages of a list (`?page=n`, keeping its filters). Phones get Previous, the
 * position and Next; from `sm` the page numbers too. Every link is a plain link, 44 px tall.
 */
export function Pagination({ page, pageCount }: { page: number; pageCount: number }) {
  const location = useLocation();
  if (pageCount <= 1) return null;
  const href = (target: number) => pageHref(location, target);
  return (
    <nav aria-label={copy.label} className="flex items-center justify-between gap-3">
      <StepLink href={page > 1 ? href(page - 1) : undefined} direction="previous" />
      <p className="text-sm text-fg-muted tabular-nums sm:hidden">{copy.status(page, pageCount)}</p>
      <ul className="hidden items-center gap-1 sm:flex">
        {pageWindow(page, pageCount).map((slot, index) =>
          slot === "gap" ? (
            <li key={`gap-${index}`} aria-hidden="true" className="w-8 text-center text-fg-subtle">
              …
            </li>
          ) : (
            <li key={slot}>
              <Link
                to={href(slot)}
                aria-current={slot === page ? "page" : undefined}
                className={`inline-flex size-11 items-center justify-center rounded-lg text-sm font-medium tabular-nums transition-colors ${
                  slot === page ? "bg-accent-soft text-accent" : "text-fg-muted hover:bg-surface-sunken hover:text-fg"
                }`}
              >
                <span className="sr-only">Page </span>
                {slot}
              </Link>
            </li>
          ),
        )}
      </ul>
      <StepLink href={page < pageCount ? href(page + 1) : undefined} direction="next" />
    </nav>
  );
}

/** Previous or Next; on the first or last page it stays in place, dimmed, so nothing shifts. */
function StepLink({ href, direction }: { href?: string; direction: "previous" | "next" }) {
  const label = direction === "previous" ? copy.previous : copy.next;
  const icon = <UiIcon name={direction === "previous" ? "chevron-left" : "chevron-right"} />;
  const content =
    direction === "previous" ? (
      <>
        {icon}
        {label}
      </>
    ) : (
      <>
        {label}
        {icon}
      </>
    );
  const look = buttonClass({ variant: "outline" });
  if (!href) {
    return (
      <span aria-disabled="true" className={`${look} pointer-events-none opacity-50`}>
        {content}
      </span>
    );
  }
  return (
    <Link to={href} rel={direction === "previous" ? "prev" : "next"} className={look}>
      {content}
    </Link>
  );
}
