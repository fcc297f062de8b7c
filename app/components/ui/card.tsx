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

/** An icon (a ContentIcon at its own 20 px) in a soft accent tile, at the top of a card. */
export function IconTile({ children }: { children: ReactNode }) {
  return (
    <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent-soft text-accent">
      {children}
    </span>
  );
}

export type BadgeTone = "accent" | "neutral" | "success" | "warning" | "danger";

const BADGE_TONES: Record<BadgeTone, string> = {
  accent: "bg-accent-soft text-accent",
  neutral: "bg-surface-sunken text-fg-muted ring-1 ring-border ring-inset",
  success: "bg-success-soft text-success",
  warning: "bg-warning-soft text-warning",
  danger: "bg-danger-soft text-danger",
};

/** A small status or category label; `dot` leads it with a dot in its colour (a status). */
export function Badge({
  children,
  tone = "accent",
  dot = false,
}: {
  children: ReactNode;
  tone?: BadgeTone;
  dot?: boolean;
}) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${BADGE_TONES[tone]}`}
    >
      {dot ? <span aria-hidden="true" className="size-1.5 rounded-full bg-current" /> : null}
      {children}
    </span>
  );
}
