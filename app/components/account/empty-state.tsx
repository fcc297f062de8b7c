import type { ReactNode } from "react";
import { ButtonLink } from "~/components/ui/button";
import { ContentIcon } from "~/components/ui/content-icon";
import type { EmptyStateCopy } from "~/content/account-pages";

/**
 * What a page or a list shows while it has nothing: an icon, what will be here, and the one useful
 * thing to do now. `children` adds a detail under the text (a legend, a short list). `headingLevel`
 * follows the page: 2 for a page's main area, 3 inside a titled panel.
 */
export function EmptyState({
  copy,
  headingLevel = 2,
  children,
}: {
  copy: EmptyStateCopy;
  headingLevel?: 2 | 3;
  children?: ReactNode;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className="relative overflow-hidden rounded-card border border-border bg-surface-raised px-6 py-12 text-center sm:px-10 sm:py-16">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 h-40 bg-[radial-gradient(24rem_10rem_at_50%_0%,var(--accent-soft),transparent_70%)]"
      />
      <div className="relative mx-auto flex max-w-lg flex-col items-center">
        {/* The icon on a small fan of blank cards: the things this place will hold. */}
        <div className="relative h-16 w-36">
          <span
            aria-hidden="true"
            className="absolute top-3 left-2 size-12 -rotate-12 rounded-xl border border-border bg-surface-sunken"
          />
          <span
            aria-hidden="true"
            className="absolute top-3 right-2 size-12 rotate-12 rounded-xl border border-border bg-surface-sunken"
          />
          <span className="absolute top-0 left-1/2 flex size-14 -translate-x-1/2 items-center justify-center rounded-2xl border border-border bg-surface text-accent shadow-card">
            <ContentIcon name={copy.icon} className="size-6" />
          </span>
        </div>
        <Heading className="mt-6 text-lg font-semibold tracking-tight text-fg sm:text-xl">{copy.title}</Heading>
        <p className="mt-2 text-pretty text-fg-muted">{copy.text}</p>
        {children ? <div className="mt-6 w-full">{children}</div> : null}
        {copy.action || copy.secondary ? (
          <div className="mt-8 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
            {copy.action ? (
              <ButtonLink href={copy.action.href} className="max-sm:w-full">
                {copy.action.label}
              </ButtonLink>
            ) : null}
            {copy.secondary ? (
              <ButtonLink href={copy.secondary.href} variant="outline" className="max-sm:w-full">
                {copy.secondary.label}
              </ButtonLink>
            ) : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}
