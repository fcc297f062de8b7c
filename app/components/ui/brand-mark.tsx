/**
 * The logo, drawn inline: the same shapes as public/favicon.svg (brand-mark.test.tsx holds them
 * together). As an `<img>`, an SVG costs the browser a document of its own to draw it, some 15 ms
 * of main thread on every page that shows the logo (docs/decisions/038); inline it is four shapes.
 * Decorative: the link around it carries the name.
 */
export function BrandMark({ size, className }: { size: number; className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 64 64" width={size} height={size} className={className}>
      <rect width="64" height="64" rx="14" fill="#1d64d8" />
      <rect x="13" y="36" width="9" height="15" rx="2" fill="#ffffff" opacity="0.75" />
      <rect x="27.5" y="26" width="9" height="25" rx="2" fill="#ffffff" opacity="0.9" />
      <rect x="42" y="14" width="9" height="37" rx="2" fill="#ffffff" />
    </svg>
  );
}
