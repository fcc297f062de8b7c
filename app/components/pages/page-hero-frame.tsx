import type { ReactNode } from "react";

/**
 * The band every inner page's hero sits in (PageHero): the breadcrumbs on top, then the text
 * column and, on wide screens, a visual on the right. Apart from PageHero so a page whose hero
 * holds a form can draw the band in the browser around server markup (the audit landings).
 */
export function PageHeroFrame({
  breadcrumbs,
  visual,
  children,
}: {
  breadcrumbs?: ReactNode;
  visual?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="relative overflow-hidden border-b border-border bg-surface-sunken">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(60rem_30rem_at_85%_-10%,var(--accent-soft),transparent_70%)]"
      />
      <div className="container-page relative pt-6 pb-14 sm:pb-20">
        {breadcrumbs}
        <div className={`mt-8 grid gap-12 ${visual ? "lg:grid-cols-2 lg:items-center lg:gap-16" : ""}`}>
          <div className="min-w-0">{children}</div>
          {visual ? <div className="min-w-0">{visual}</div> : null}
        </div>
      </div>
    </div>
  );
}
