/**
 * A soft light in the accent color behind a block: one radial gradient that fades to nothing at
 * the edges of its own box, placed and sized by the caller's classes (the box must not be clipped
 * by its section before it has faded).
 */
export function Glow({ className }: { className: string }) {
  return (
    <div
      aria-hidden="true"
      className={`pointer-events-none absolute -z-10 bg-[radial-gradient(closest-side,var(--accent-soft),transparent)] ${className}`}
    />
  );
}
