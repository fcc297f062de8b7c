/**
 * The logo, drawn inline: the same shapes as public/favicon.svg (brand-mark.test.tsx holds them
 * together). Rankwell's own mark (ADR 047): an R on the brand's iris (the solid accent of
 * app/tailwind.css, which buttons and focus rings share), its point lit above the leg, in strokes
 * thick enough to read at 16 px as the favicon. As an `<img>`, an SVG costs the browser a
 * document of its own to draw it, some 15 ms of main thread on every page that shows the logo
 * (docs/decisions/038); inline it is three shapes. Decorative: the link around it carries the name.
 */
export function BrandMark({ size, className }: { size: number; className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 64 64" width={size} height={size} className={className}>
      <rect width="64" height="64" rx="14" fill="#5546e8" />
      <path
        d="M21 47V17h11.5a9.5 9.5 0 0 1 0 19H21m10 0 12 11"
        fill="none"
        stroke="#ffffff"
        strokeWidth="7"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="47" cy="17" r="5" fill="#cbc5ff" />
    </svg>
  );
}
