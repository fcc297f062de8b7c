import type { ReactNode } from "react";

/**
 * The slim header of pages where the public top bar is hidden (docs/product.md §2: /audit, /dashboard,
 * /profile, /project, /admin): the brand home link and whatever the page puts beside it.
 */
export function CompactHeader({ children, width = "max-w-6xl" }: { children?: ReactNode; width?: string }) {
  return (
    <header className="border-b border-border bg-surface-raised">
      <div className={`mx-auto flex ${width} flex-wrap items-center justify-between gap-4 px-6 py-4`}>
        <a href="/" className="flex items-center gap-2 text-lg font-bold">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          Rankwell
        </a>
        {children}
      </div>
    </header>
  );
}
