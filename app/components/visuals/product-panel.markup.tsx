import type { ReactNode } from "react";
import { visualLabels } from "~/content/page-labels";

/**
 * A window of the product, drawn from the kit's tokens so it follows the theme: a title bar with
 * the "Sample data" badge, and the panel's body. To assistive technology it is one image named by
 * `alt`; the text inside is part of the picture, so it is drawn with plain elements, not lists.
 */
export function ProductPanel({
  title,
  meta,
  alt,
  children,
}: {
  title: string;
  meta?: string;
  alt: string;
  children: ReactNode;
}) {
  return (
    <div
      role="img"
      aria-label={alt}
      className="overflow-hidden rounded-card border border-border bg-surface-raised text-left shadow-pop select-none"
    >
      <div className="flex items-center gap-3 border-b border-border bg-surface-sunken px-4 py-2.5">
        <span className="flex gap-1.5" aria-hidden="true">
          <span className="size-2.5 rounded-full bg-border-strong" />
          <span className="size-2.5 rounded-full bg-border-strong" />
          <span className="size-2.5 rounded-full bg-border-strong" />
        </span>
        <span className="truncate text-sm font-semibold text-fg">{title}</span>
        {meta ? <span className="hidden truncate text-xs text-fg-subtle sm:inline">{meta}</span> : null}
        <span className="ml-auto shrink-0 rounded-full bg-accent-soft px-2 py-0.5 text-[11px] font-semibold whitespace-nowrap text-accent">
          {visualLabels.sample}
        </span>
      </div>
      <div className="p-4 sm:p-5">{children}</div>
    </div>
  );
}

/** A value against its maximum as a thin bar. */
export function Meter({ value, max, tone = "accent" }: { value: number; max: number; tone?: "accent" | "success" }) {
  const width = `${Math.round((value / max) * 100)}%`;
  return (
    <span className="block h-1.5 w-full overflow-hidden rounded-full bg-surface-sunken ring-1 ring-border ring-inset">
      <span
        className={`block h-full rounded-full ${tone === "success" ? "bg-success" : "bg-accent-solid"}`}
        style={{ width }}
      />
    </span>
  );
}

/** A small line of values; `invert` draws lower values higher (search positions). */
export function Sparkline({
  values,
  invert = false,
  width = 72,
  height = 24,
  minSpan = 1,
  className = "stroke-accent",
}: {
  values: readonly number[];
  invert?: boolean;
  width?: number;
  height?: number;
  /** The smallest range the height stands for, so a change of one place stays a small wiggle. */
  minSpan?: number;
  className?: string;
}) {
  const span = Math.max(Math.max(...values) - Math.min(...values), minSpan);
  const min = (Math.max(...values) + Math.min(...values)) / 2 - span / 2;
  const points = values
    .map((value, index) => {
      const x = (index / (values.length - 1)) * (width - 4) + 2;
      const share = (value - min) / span;
      const y = 2 + (invert ? share : 1 - share) * (height - 4);
      return `${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(" ");
  return (
    <svg viewBox={`0 0 ${width} ${height}`} width={width} height={height} aria-hidden="true" className="shrink-0">
      <polyline
        points={points}
        fill="none"
        className={className}
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** A score in a ring, out of 100. */
export function ScoreRing({ value, label }: { value: number; label: string }) {
  const radius = 30;
  const circumference = 2 * Math.PI * radius;
  return (
    <div className="flex flex-col items-center gap-1">
      <svg viewBox="0 0 72 72" width="88" height="88" aria-hidden="true">
        <circle cx="36" cy="36" r={radius} fill="none" className="stroke-surface-sunken" strokeWidth="7" />
        <circle
          cx="36"
          cy="36"
          r={radius}
          fill="none"
          className="stroke-accent"
          strokeWidth="7"
          strokeLinecap="round"
          strokeDasharray={`${(circumference * value) / 100} ${circumference}`}
          transform="rotate(-90 36 36)"
        />
        <text x="36" y="42" textAnchor="middle" className="fill-fg text-[18px] font-semibold">
          {value}
        </text>
      </svg>
      <span className="text-xs font-medium text-fg-muted">{label}</span>
    </div>
  );
}

/** "+3" in green, "-1" in red, with an arrow; 0 as a dash. */
export function Change({ value, suffix = "" }: { value: number; suffix?: string }) {
  if (value === 0) return <span className="text-xs text-fg-subtle">–</span>;
  const up = value > 0;
  return (
    <span className={`text-xs font-semibold tabular-nums ${up ? "text-success" : "text-danger"}`}>
      {up ? "▲" : "▼"} {Math.abs(value)}
      {suffix}
    </span>
  );
}
