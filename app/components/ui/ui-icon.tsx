/**
 * Glyphs the layout needs that content never names (menu, close, chevrons). Apart from the icons
 * content names (content-icon.tsx), as the top bar needs only these and every page loads it.
 */
export const UI_PATHS = {
  menu: "M4 6h16M4 12h16M4 18h16",
  close: "M6 6l12 12M18 6 6 18",
  "chevron-down": "M6 9l6 6 6-6",
  "chevron-left": "M15 6l-6 6 6 6",
  "chevron-right": "M9 6l6 6-6 6",
  "arrow-right": "M5 12h14M13 6l6 6-6 6",
  "external-link": "M14 4h6v6M20 4l-9 9M18 14v6H4V6h6",
  plus: "M12 5v14M5 12h14",
  "arrow-left": "M19 12H5M11 6l-6 6 6 6",
  "log-out": "M9 21H5V3h4M16 17l5-5-5-5M21 12H9",
  info: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 11v5M12 8h.01",
} as const;

export type UiIconName = keyof typeof UI_PATHS;

export function UiIcon({ name, className = "h-4 w-4" }: { name: UiIconName; className?: string }) {
  return <StrokeIcon path={UI_PATHS[name]} className={className} />;
}

/** The icons' grid: 24 units drawn 16 px wide where a box is wider than one icon. */
export const ICON_UNITS_PER_PX = 1.5;

/**
 * The id of an icon in the page's sprite (icon-sprite.markup.tsx): a short hash of its outline, so
 * the server's sprite and any component, in the server or the browser, name it alike.
 */
export function iconId(path: string): string {
  let hash = 5381;
  for (let i = 0; i < path.length; i++) hash = ((hash * 33) ^ path.charCodeAt(i)) >>> 0;
  return `i${hash.toString(36)}`;
}

/**
 * Decorative line icons on a 24-unit grid; the text beside them carries the meaning. A plain icon
 * is a reference to the page's sprite, where its outline is written once (a page shows up to 240
 * icons: inline, each cost about 330 bytes of HTML; as a reference, under 90). Its size is its
 * class's: every caller gives one (the stylesheet is render-blocking, so it never shows unsized). A wider
 * box (`width` units across, drawn at 2/3 px a unit) holds a row of shapes, such as StarRow's, and
 * `filled` paints inside the line too: those are drawn inline.
 */
export function StrokeIcon({
  path,
  className,
  width = 24,
  filled = false,
}: {
  path: string;
  className: string;
  width?: number;
  filled?: boolean;
}) {
  if (width === 24 && !filled) {
    return (
      <svg aria-hidden="true" className={className}>
        <use href={`#${iconId(path)}`} />
      </svg>
    );
  }
  const box = width === 24 ? { width: 24, height: 24 } : { width: width / ICON_UNITS_PER_PX, height: 16 };
  return (
    <svg
      aria-hidden="true"
      viewBox={`0 0 ${width} 24`}
      {...box}
      fill={filled ? "currentColor" : "none"}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={`shrink-0 ${className}`}
    >
      <path d={path} />
    </svg>
  );
}
