import type { ReactNode } from "react";
import { SectionHeading } from "./section-heading.markup";

/**
 * A titled section of a page: a landmark named by its own heading, so a screen reader's list of
 * regions reads like the page's table of contents. `id` names the heading (`<id>-heading`); `anchor`
 * makes the section a link target ("#pricing"). `band` sets it on the sunken surface, full width.
 */
export function PageSection({
  id,
  title,
  eyebrow,
  lead,
  anchor,
  align,
  band = false,
  split = false,
  className = "",
  children,
}: {
  id: string;
  title: ReactNode;
  eyebrow?: string;
  lead?: ReactNode;
  anchor?: string;
  align?: "start" | "center";
  band?: boolean;
  /** On wide screens the heading takes a narrow column and the content sits beside it. */
  split?: boolean;
  className?: string;
  children?: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={anchor}
      aria-labelledby={headingId}
      className={`scroll-mt-24 py-16 sm:py-20 ${band ? "border-y border-border bg-surface-sunken" : ""} ${className}`}
    >
      <div
        className={`container-page ${split ? "grid gap-10 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:gap-16" : ""}`}
      >
        <SectionHeading id={headingId} eyebrow={eyebrow} title={title} lead={lead} align={align} />
        {children ? <div className={split ? "min-w-0" : "mt-10"}>{children}</div> : null}
      </div>
    </section>
  );
}
