import { useId } from "react";

/**
 * A rising line over a soft fill: the shape of a trend, with no axis and no figures, so it never
 * reads as a measurement.
 */
export function TrendChart({ className = "h-24 w-full" }: { className?: string }) {
  const gradientId = `trend-${useId().replace(/:/g, "")}`;
  const main = "M0 70 C 30 66, 45 58, 70 60 S 115 44, 140 46 S 185 30, 210 26 S 260 14, 300 8";
  return (
    <svg viewBox="0 0 300 80" preserveAspectRatio="none" aria-hidden="true" className={`text-accent ${className}`}>
      <defs>
        <linearGradient id={gradientId} x1="0" x2="0" y1="0" y2="1">
          <stop offset="0" stopColor="currentColor" stopOpacity="0.28" />
          <stop offset="1" stopColor="currentColor" stopOpacity="0" />
        </linearGradient>
      </defs>
      {[20, 40, 60].map((y) => (
        <line
          key={y}
          x1="0"
          x2="300"
          y1={y}
          y2={y}
          className="stroke-border"
          strokeDasharray="2 4"
          vectorEffect="non-scaling-stroke"
        />
      ))}
      <path d={`${main} L300 80 L0 80 Z`} fill={`url(#${gradientId})`} />
      <path d={main} fill="none" stroke="currentColor" strokeWidth="2" vectorEffect="non-scaling-stroke" />
    </svg>
  );
}
