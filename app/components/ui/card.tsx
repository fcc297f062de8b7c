import type { ReactNode } from "react";

/** A raised box on the page's surface; `interactive` lifts it on hover (a whole-card link). */
export function Card({
  children,
  className = "",
  as: Tag = "div",
  interactive = false,
  highlighted = false,
}: {
  children: ReactNode;
  className?: string;
  as?: "div" | "article" | "li" | "section";
  interactive?: boolean;
  /** The recommended option: an accent ring. */
  highlighted?: boolean;
}) {
  const ring = highlighted ? "border-accent ring-1 ring-accent" : "border-border";
  const hover = interactive ? "transition hover:-translate-y-0.5 hover:border-border-strong hover:shadow-card" : "";
  return <Tag className={`rounded-card border bg-surface-raised p-6 ${ring} ${hover} ${className}`}>{children}</Tag>;
}

/** An icon in a soft accent tile, at the top of a card. */
export function IconTile({ children }: { children: ReactNode }) {
  return (
    <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent-soft text-accent [&_svg]:size-5">
      {children}
    </span>
  );
}

/** A small status or category label. */
export function Badge({ children, tone = "accent" }: { children: ReactNode; tone?: "accent" | "neutral" | "success" }) {
  const tones = {
    accent: "bg-accent-soft text-accent",
    neutral: "bg-surface-sunken text-fg-muted ring-1 ring-border ring-inset",
    success: "bg-success-soft text-success",
  } as const;
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${tones[tone]}`}>
      {children}
    </span>
  );
}
