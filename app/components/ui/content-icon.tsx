import type { IconName } from "~/content/types";
import { StrokeIcon } from "./ui-icon";

/**
 * The icons content names (IconName), drawn as simple 24×24 stroke glyphs. They are decorative:
 * every place that shows one also shows its text, so they are hidden from assistive technology.
 * Inline SVG means no request to another host and no layout shift (the box is sized by its class).
 */
export const CONTENT_ICON_PATHS: Record<IconName, string> = {
  activity: "M3 12h4l3-8 4 16 3-8h4",
  award: "M12 3a6 6 0 1 0 0 12 6 6 0 0 0 0-12zM8.5 14 7 21l5-3 5 3-1.5-7",
  "bar-chart": "M4 20V10M10 20V4M16 20v-7M22 20H2",
  briefcase: "M3 8h18v12H3zM8 8V5h8v3M3 13h18",
  building: "M5 21V3h10v18M15 9h4v12M3 21h18M8 7h2M8 11h2M8 15h2",
  calculator: "M6 3h12v18H6zM9 7h6M9 12h.01M12 12h.01M15 12h.01M9 16h.01M12 16h.01M15 16h.01",
  calendar: "M4 6h16v15H4zM4 10h16M8 3v5M16 3v5",
  "check-circle": "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM8 12l3 3 5-6",
  clock: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 3",
  code: "M8 7l-5 5 5 5M16 7l5 5-5 5M14 4l-4 16",
  "file-text": "M6 3h8l4 4v14H6zM14 3v4h4M9 12h6M9 16h6",
  flame: "M12 21c-4 0-6-3-6-6 0-4 4-6 4-10 3 2 4 5 4 7 1-1 2-2 2-4 2 2 2 5 2 7 0 3-2 6-6 6z",
  gauge: "M4 16a8 8 0 1 1 16 0M12 16l4-5M4 16h2M18 16h2",
  globe: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18",
  handshake: "M2 12l4-4 4 2 3-2 4 1 5 3M6 8v6l5 4 3-2 4 0 2-2M11 14l2 2",
  heart: "M12 20s-8-5-8-11a4 4 0 0 1 8-1 4 4 0 0 1 8 1c0 6-8 11-8 11z",
  home: "M3 11l9-7 9 7M5 10v10h14V10M10 20v-5h4v5",
  layers: "M12 3l9 5-9 5-9-5zM3 13l9 5 9-5M3 17l9 5 9-5",
  layout: "M3 4h18v16H3zM3 9h18M9 9v11",
  "line-chart": "M3 3v18h18M7 15l4-4 3 3 6-7",
  link: "M10 14a4 4 0 0 0 6 0l3-3a4 4 0 0 0-6-6l-1 1M14 10a4 4 0 0 0-6 0l-3 3a4 4 0 0 0 6 6l1-1",
  lock: "M5 11h14v10H5zM8 11V7a4 4 0 0 1 8 0v4",
  mail: "M3 5h18v14H3zM3 6l9 7 9-7",
  "map-pin": "M12 21s-7-6-7-12a7 7 0 0 1 14 0c0 6-7 12-7 12zM12 6.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z",
  megaphone: "M3 10v4h4l8 5V5L7 10zM18 9a3 3 0 0 1 0 6M7 14l1 6h3l-1-5",
  "message-square": "M4 4h16v12H8l-4 4z",
  monitor: "M3 4h18v12H3zM8 20h8M12 16v4",
  palette: "M12 3a9 9 0 1 0 0 18c1 0 2-1 1-2s0-3 2-3h2a4 4 0 0 0 4-4c0-5-4-9-9-9zM7.5 11h.01M10 7h.01M15 7h.01",
  paw: "M12 13c-3 0-5 3-5 5s2 2 5 2 5 0 5-2-2-5-5-5zM6 10h.01M9 6h.01M15 6h.01M18 10h.01",
  phone: "M5 3h4l2 5-3 2a11 11 0 0 0 6 6l2-3 5 2v4a2 2 0 0 1-2 2A17 17 0 0 1 3 5a2 2 0 0 1 2-2z",
  rocket: "M5 15c-1 2-1 4-1 5 1 0 3 0 5-1M9 15l-3-3c2-6 7-9 14-9 0 7-3 12-9 14zM15 9h.01",
  search: "M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13zM15.5 15.5 21 21",
  settings:
    "M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6zM12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1",
  shield: "M12 3l8 3v6c0 5-4 8-8 9-4-1-8-4-8-9V6z",
  "shopping-cart": "M3 4h2l3 11h11l2-8H6M9 20h.01M18 20h.01",
  smartphone: "M7 2h10v20H7zM11 18h2",
  star: "M12 3l2.8 5.8 6.2.9-4.5 4.4 1 6.3L12 17.5 6.5 20.4l1-6.3L3 9.7l6.2-.9z",
  target: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10zM12 11a1 1 0 1 0 0 2 1 1 0 0 0 0-2z",
  "trending-up": "M3 17l6-6 4 4 8-8M15 7h6v6",
  user: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4 3.5-6.5 8-6.5s8 2.5 8 6.5",
  users: "M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21c0-4 3-6 7-6s7 2 7 6M16 3a4 4 0 0 1 0 8M18 15c2 1 4 3 4 6",
  workflow: "M4 4h6v6H4zM14 14h6v6h-6zM7 10v4a3 3 0 0 0 3 3h4",
  wrench: "M15 4a5 5 0 0 0-5 6l-7 7 4 4 7-7a5 5 0 0 0 6-5l-3 3-3-1-1-3z",
  zap: "M13 2 4 14h7l-1 8 9-12h-7z",
};

/** The outline of a content icon, on its 24-unit grid. */
export const contentIconPath = (name: IconName): string => CONTENT_ICON_PATHS[name];

export function ContentIcon({ name, className = "h-5 w-5" }: { name: IconName; className?: string }) {
  return <StrokeIcon path={CONTENT_ICON_PATHS[name]} className={className} />;
}
