import type { ReactNode } from "react";
import { ButtonLink } from "~/components/ui/button";
import { Eyebrow } from "~/components/ui/section-heading";
import type { Cta } from "~/content/types";
import type { Crumb } from "~/lib/seo/breadcrumbs";
import { Breadcrumbs } from "./breadcrumbs";
import { PageHeroFrame } from "./page-hero-frame";

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
  actions,
  children,
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
}) {
  return (
    <PageHeroFrame breadcrumbs={breadcrumbs ? <Breadcrumbs items={breadcrumbs} /> : null} visual={visual}>
      <PageHeroText h1={h1} intro={intro} eyebrow={eyebrow} withVisual={Boolean(visual)} />
      {children}
      {actions ? (
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <ButtonLink href={actions.primary.href} dialog={actions.primary.dialog} size="lg" className="max-sm:w-full">
            {actions.primary.label}
          </ButtonLink>
          {actions.secondary ? (
            <ButtonLink href={actions.secondary.href} size="lg" variant="outline" className="max-sm:w-full">
              {actions.secondary.label}
            </ButtonLink>
          ) : null}
        </div>
      ) : null}
    </PageHeroFrame>
  );
}

/** The hero's eyebrow, h1 and intro; with a visual beside it, the h1 keeps the smaller size. */
export function PageHeroText({
  h1,
  intro,
  eyebrow,
  withVisual,
}: {
  h1: string;
  intro: string[];
  eyebrow?: string;
  withVisual: boolean;
}) {
  return (
    <>
      {eyebrow ? <Eyebrow className="mb-3">{eyebrow}</Eyebrow> : null}
      <h1
        className={`max-w-4xl text-4xl font-semibold tracking-tight text-fg sm:text-5xl ${withVisual ? "" : "lg:text-[3.5rem] lg:leading-[1.05]"}`}
      >
        {h1}
      </h1>
      {intro.map((paragraph) => (
        <p key={paragraph} className="measure mt-5 text-lg text-pretty text-fg-muted">
          {paragraph}
        </p>
      ))}
    </>
  );
}
