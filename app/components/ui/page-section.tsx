import type { ReactNode } from "react";

/**
 * A titled section of a page: a landmark named by its own h2, so a screen reader's list of regions
 * reads like the page's table of contents. `id` names the heading (`<id>-heading`); `anchor` makes
 * the section a link target ("#pricing").
 */
export function PageSection({
  id,
  title,
  anchor,
  className,
  children,
}: {
  id: string;
  title: ReactNode;
  anchor?: string;
  className?: string;
  children: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={anchor}
      aria-labelledby={headingId}
      className={[anchor ? "scroll-mt-24" : "", className ?? ""].join(" ").trim() || undefined}
    >
      <h2 id={headingId} className="text-2xl font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
