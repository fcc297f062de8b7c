import type { ReactNode } from "react";
import { BrandLink } from "./brand-link";

/**
 * The slim bar of pages drawn without the public top bar: the audit tool (/audit) and the error
 * screens of the root boundary. The brand leads home; the page may put actions at the other end.
 * It sits in the site's container, so its left edge matches the page below it.
 */
export function CompactHeader({ children }: { children?: ReactNode }) {
  return (
    <header className="h-16 border-b border-border bg-surface">
      <div className="container-page flex h-full items-center justify-between gap-4">
        <BrandLink />
        {children ? <div className="flex items-center gap-2">{children}</div> : null}
      </div>
    </header>
  );
}
