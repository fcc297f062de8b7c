import type { ReactNode } from "react";

export type RingTone = "accent" | "success" | "warning" | "danger";

const STROKES: Record<RingTone, string> = {
  accent: "stroke-accent",
  success: "stroke-success",
  warning: "stroke-warning",
  danger: "stroke-danger",
};

/**
 * A score as a ring filled to `value` of `max`, with its figure in the middle. The ring is drawn for
 * the eye; the figure (or the text beside it) says the value for everyone.
 */
export function ScoreRing({
  value,
  max = 100,
  tone = "accent",
  className = "size-20",
  children,
}: {
  value: number;
  max?: number;
  tone?: RingTone;
  className?: string;
  /** What sits in the middle: usually the figure. */
  children?: ReactNode;
}) {
  const circumference = 2 * Math.PI * 42;
  return (
    <span className={`relative inline-flex shrink-0 items-center justify-center ${className}`}>
      <svg viewBox="0 0 100 100" aria-hidden="true" className="absolute inset-0 size-full -rotate-90">
        <circle cx="50" cy="50" r="42" fill="none" strokeWidth="8" className="stroke-border" />
        <circle
          cx="50"
          cy="50"
          r="42"
          fill="none"
          strokeWidth="8"
          strokeLinecap="round"
          strokeDasharray={`${(Math.min(value, max) / max) * circumference} ${circumference}`}
          className={STROKES[tone]}
        />
      </svg>
      {children ? <span className="relative text-center leading-none">{children}</span> : null}
    </span>
  );
}

/** A thin bar filled to `value` of `max` (decorative: the figure is printed beside it). */
export function MeterBar({ value, max = 100, tone = "accent" }: { value: number; max?: number; tone?: RingTone }) {
  const fills: Record<RingTone, string> = {
    accent: "bg-accent",
    success: "bg-success",
    warning: "bg-warning",
    danger: "bg-danger",
  };
  return (
    <span aria-hidden="true" className="block h-1.5 overflow-hidden rounded-full bg-border">
      <span className={`block h-full rounded-full ${fills[tone]}`} style={{ width: `${(value / max) * 100}%` }} />
    </span>
  );
}
