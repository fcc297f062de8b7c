import { CONTENT_ICON_PATHS } from "./content-icon";
import { iconId, UI_PATHS } from "./ui-icon";

/** Every outline StrokeIcon draws by reference: the layout's glyphs and the icons content names. */
const OUTLINES = [...new Set([...Object.values(UI_PATHS), ...Object.values(CONTENT_ICON_PATHS)])];

/**
 * The page's icon sprite, once per document (the root writes it at the top of the body): each
 * outline as a `<symbol>`; the stroke every icon shares is set on `use` in app/tailwind.css, and
 * the outline inherits it from the reference. Out of the layout and hidden from assistive
 * technology; `<use>` still finds its symbols.
 */
export function IconSprite() {
  return (
    <svg aria-hidden="true" width="0" height="0" style={{ position: "absolute" }}>
      {OUTLINES.map((path) => (
        <symbol key={path} id={iconId(path)} viewBox="0 0 24 24">
          <path d={path} />
        </symbol>
      ))}
    </svg>
  );
}
