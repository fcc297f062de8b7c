import { keepTogether } from "~/components/ui/keep-together";
import { H1_SIZE } from "~/components/ui/h1-size";
import type { ReactNode } from "react";
import { ButtonLink } from "~/components/ui/button";
import { Eyebrow } from "~/components/ui/section-heading.markup";
import type { Cta } from "~/content/types";
import type { Crumb } from "~/lib/seo/breadcrumbs";
import { FirstScreenEnd } from "~/lib/markup/first-screen";
import { Breadcrumbs } from "./breadcrumbs.markup";

/**
 * The top band of every inner page: breadcrumbs, eyebrow, the page's one h1, its intro and actions
 * on the left; on wide screens a visual on the right (a product view, a map, a chart). Without a
 * visual the text takes the full measure. It is the page's first screen (firstScreenLinks).
 */
export function PageHero({
  h1,
  intro,
  eyebrow,
  breadcrumbs,
  visual,
  actions,
  children,
  below,
}: {
  h1: string;
  intro: string[];
  eyebrow?: string;
  breadcrumbs?: Crumb[];
  visual?: ReactNode;
  /** The page's main actions, full width on phones. */
  actions?: { primary: Cta; secondary?: Cta };
  /** Facts or a form under the intro (price, rating, the audit form). */
  children?: ReactNode;
  /** What spans the band's full width under the text and the visual (the audit's preview). */
  below?: ReactNode;
}) {
  return (
    <div className="relative overflow-hidden border-b border-border bg-surface-sunken">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(60rem_30rem_at_85%_-10%,var(--accent-soft),transparent_70%)]"
      />
      <div className="container-page relative pt-6 pb-14 sm:pb-20">
        {breadcrumbs ? <Breadcrumbs items={breadcrumbs} /> : null}
        <div className={`mt-8 grid gap-12 ${visual ? "lg:grid-cols-2 lg:items-center lg:gap-16" : ""}`}>
          <div className="min-w-0">
            {eyebrow ? <Eyebrow className="mb-3">{eyebrow}</Eyebrow> : null}
            <h1 className={`max-w-4xl text-fg ${H1_SIZE.page}`}>{keepTogether(h1)}</h1>
            {intro.map((paragraph) => (
              <p key={paragraph} className="measure mt-5 text-lg text-pretty text-fg-muted">
                {paragraph}
              </p>
            ))}
            {children}
            {actions ? (
              <div className="mt-8 flex flex-col gap-3 sm:flex-row">
                <ButtonLink
                  href={actions.primary.href}
                  dialog={actions.primary.dialog}
                  size="lg"
                  className="max-sm:w-full"
                >
                  {actions.primary.label}
                </ButtonLink>
                {actions.secondary ? (
                  <ButtonLink href={actions.secondary.href} size="lg" variant="outline" className="max-sm:w-full">
                    {actions.secondary.label}
                  </ButtonLink>
                ) : null}
              </div>
            ) : null}
          </div>
          {visual ? <div className="min-w-0">{visual}</div> : null}
        </div>
        {below}
      </div>
      <FirstScreenEnd />
    </div>
  );
}
