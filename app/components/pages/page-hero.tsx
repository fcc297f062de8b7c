import type { ReactNode } from "react";
import { Eyebrow } from "~/components/ui/section-heading";
import type { Crumb } from "~/lib/seo/breadcrumbs";
import { Breadcrumbs } from "./breadcrumbs";

/**
 * The top band of every inner page: breadcrumbs, eyebrow, the page's one h1, its intro and actions
 * on the left; on wide screens a visual on the right (a product view, a map, a chart). Without a
 * visual the text takes the full measure.
 */
export function PageHero({
  h1,
  intro,
  eyebrow,
  breadcrumbs,
  visual,
  children,
}: {
  h1: string;
  intro: string[];
  eyebrow?: string;
  breadcrumbs?: Crumb[];
  visual?: ReactNode;
  /** Actions and facts under the intro (price, buttons, rating). */
  children?: ReactNode;
}) {
  return (
    <div className="relative overflow-hidden border-b border-border bg-surface-sunken">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(60rem_30rem_at_85%_-10%,var(--accent-soft),transparent_70%)]"
      />
      <div
        className={`container-page relative grid gap-12 py-12 sm:py-16 ${visual ? "lg:grid-cols-[minmax(0,1.05fr)_minmax(0,1fr)] lg:items-center" : ""}`}
      >
        <div>
          {breadcrumbs ? <Breadcrumbs items={breadcrumbs} /> : null}
          {eyebrow ? <Eyebrow className="mt-8">{eyebrow}</Eyebrow> : null}
          <h1
            className={`${eyebrow ? "mt-3" : "mt-8"} text-4xl font-semibold tracking-tight text-fg sm:text-5xl lg:text-[3.25rem] lg:leading-[1.08]`}
          >
            {h1}
          </h1>
          {intro.map((paragraph) => (
            <p key={paragraph} className="measure mt-5 text-lg text-pretty text-fg-muted">
              {paragraph}
            </p>
          ))}
          {children}
        </div>
        {visual ? <div className="min-w-0">{visual}</div> : null}
      </div>
    </div>
  );
}

/** Width and padding of a page body that is not yet made of PageSection bands. */
export const PAGE_BODY_CLASS = "container-page py-14";
export const PAGE_BODY_WIDE_CLASS = "container-page py-14";
