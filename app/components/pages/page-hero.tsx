import type { ReactNode } from "react";
import type { Crumb } from "~/lib/seo/breadcrumbs";
import { Breadcrumbs } from "./breadcrumbs";

/** The top band of every standalone page: breadcrumbs, the page's one h1 and its intro. */
export function PageHero({
  h1,
  intro,
  eyebrow,
  breadcrumbs,
  wide = false,
  children,
}: {
  h1: string;
  intro: string[];
  eyebrow?: string;
  breadcrumbs?: Crumb[];
  /** Match a body that uses PAGE_BODY_WIDE_CLASS. */
  wide?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white pt-10 pb-14">
      <div className={wide ? "mx-auto max-w-6xl px-4 sm:px-6" : "mx-auto max-w-5xl px-4 sm:px-6"}>
        {breadcrumbs ? <Breadcrumbs items={breadcrumbs} /> : null}
        {eyebrow ? (
          <p className="mt-6 text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="mt-3 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">{h1}</h1>
        {intro.map((paragraph) => (
          <p key={paragraph} className="mt-5 max-w-3xl text-lg text-slate-700">
            {paragraph}
          </p>
        ))}
        {children}
      </div>
    </div>
  );
}

/** Width and padding of the body under the hero. */
export const PAGE_BODY_CLASS = "mx-auto max-w-5xl px-4 py-14 sm:px-6";
export const PAGE_BODY_WIDE_CLASS = "mx-auto max-w-6xl px-4 py-14 sm:px-6";
