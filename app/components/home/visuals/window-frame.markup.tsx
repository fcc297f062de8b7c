import type { ReactNode } from "react";

/**
 * The window every product illustration sits in: a title bar (the three dots and what the window
 * shows) over a raised panel. Decorative chrome only; the content inside carries the meaning.
 */
export function WindowFrame({
  title,
  aside,
  children,
  className = "",
}: {
  title: string;
  /** Right end of the title bar (a caption, a status). */
  aside?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={`overflow-hidden rounded-2xl border border-border-strong/70 bg-surface-raised shadow-pop ${className}`}
    >
      <div className="flex h-10 items-center gap-3 border-b border-border bg-surface-sunken px-4">
        <span aria-hidden="true" className="flex shrink-0 gap-1.5">
          <span className="size-2.5 rounded-full bg-border-strong" />
          <span className="size-2.5 rounded-full bg-border-strong" />
          <span className="size-2.5 rounded-full bg-border-strong" />
        </span>
        <span className="min-w-0 flex-1 truncate text-center text-xs font-medium text-fg-subtle">{title}</span>
        <span className="flex min-w-[2.625rem] shrink-0 justify-end">{aside}</span>
      </div>
      {children}
    </div>
  );
}
