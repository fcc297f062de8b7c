import type { IconName } from "~/content/types";

/**
 * Content names its icons (IconName); this maps each name to a small stroke drawing on a 24×24
 * grid. Icons are decorative (aria-hidden): the text beside them carries the meaning.
 */
const PATHS: Record<IconName, string[]> = {
  activity: ["M3 12h4l3-8 4 16 3-8h4"],
  award: ["M12 3a6 6 0 1 1 0 12 6 6 0 0 1 0-12z", "M8.5 14 7 21l5-3 5 3-1.5-7"],
  "bar-chart": ["M4 20h16", "M7 16v-5", "M12 16V6", "M17 16v-8"],
  briefcase: ["M3 8h18v12H3z", "M8 8V5h8v3", "M3 13h18"],
  building: ["M5 21V4h10v17", "M15 10h4v11", "M3 21h18", "M8 8h1M11 8h1M8 12h1M11 12h1M8 16h1M11 16h1"],
  calculator: ["M6 3h12v18H6z", "M9 7h6", "M9 12h.01M12 12h.01M15 12h.01M9 16h.01M12 16h.01M15 16h.01"],
  calendar: ["M4 6h16v14H4z", "M4 10h16", "M8 3v5M16 3v5"],
  "check-circle": ["M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18z", "m8 12 3 3 5-6"],
  clock: ["M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18z", "M12 7v5l3 2"],
  code: ["m8 7-5 5 5 5", "m16 7 5 5-5 5", "m14 4-4 16"],
  "file-text": ["M6 3h8l4 4v14H6z", "M14 3v4h4", "M9 12h6M9 16h6"],
  flame: ["M12 21c-4 0-6-3-6-6 0-4 4-6 4-11 3 2 5 5 5 8 1-1 2-2 2-3 1 2 1 3 1 6 0 3-2 6-6 6z"],
  gauge: ["M4 17a8 8 0 1 1 16 0", "m12 17 4-5", "M4 17h16"],
  globe: ["M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18z", "M3 12h18", "M12 3c3 3 3 15 0 18c-3-3-3-15 0-18"],
  handshake: ["M2 12l4-4 4 2 4-2 4 2 4 4", "M6 8v6l4 4 2-2 2 2 4-4V8", "M10 14l2 2"],
  heart: ["M12 20s-7-4.5-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.5-7 10-7 10z"],
  home: ["M3 11 12 4l9 7", "M5 10v10h14V10", "M10 20v-6h4v6"],
  layers: ["m12 3 9 5-9 5-9-5z", "m3 13 9 5 9-5"],
  layout: ["M3 4h18v16H3z", "M3 9h18", "M9 9v11"],
  "line-chart": ["M4 4v16h16", "m7 14 4-4 3 3 5-6"],
  link: ["M10 14a4 4 0 0 0 6 0l3-3a4 4 0 0 0-6-6l-1 1", "M14 10a4 4 0 0 0-6 0l-3 3a4 4 0 0 0 6 6l1-1"],
  lock: ["M5 11h14v10H5z", "M8 11V7a4 4 0 0 1 8 0v4"],
  mail: ["M3 5h18v14H3z", "m3 6 9 7 9-7"],
  "map-pin": ["M12 21s-7-6-7-11a7 7 0 0 1 14 0c0 5-7 11-7 11z", "M12 7.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5z"],
  megaphone: ["M3 10v4h4l8 5V5L7 10z", "M18 9a4 4 0 0 1 0 6", "M7 14l1 6h3l-1-5"],
  "message-square": ["M4 4h16v12H9l-5 4z"],
  monitor: ["M3 4h18v12H3z", "M8 20h8", "M12 16v4"],
  palette: ["M12 3a9 9 0 0 0 0 18c1 0 2-1 1.5-2-.5-1.5.5-3 2-3H18a3 3 0 0 0 3-3c0-5.5-4-10-9-10z", "M7.5 11h.01M10 7h.01M15 7h.01"],
  paw: ["M12 13c-3 0-5 3-5 5 0 2 2 2 5 2s5 0 5-2c0-2-2-5-5-5z", "M6 9h.01M9 5h.01M15 5h.01M18 9h.01"],
  phone: ["M5 3h4l2 5-3 2a11 11 0 0 0 6 6l2-3 5 2v4a2 2 0 0 1-2 2A17 17 0 0 1 3 5a2 2 0 0 1 2-2z"],
  rocket: ["M12 15l-3-3c2-6 6-9 12-9 0 6-3 10-9 12z", "M9 12H5l3-4h4", "M12 15v4l4-3v-4", "M7 17l-3 3"],
  search: ["M10.5 4a6.5 6.5 0 1 1 0 13 6.5 6.5 0 0 1 0-13z", "m15.5 15.5 5 5"],
  settings: ["M12 9a3 3 0 1 1 0 6 3 3 0 0 1 0-6z", "M12 2v3M12 19v3M2 12h3M19 12h3M5 5l2 2M17 17l2 2M5 19l2-2M17 7l2-2"],
  shield: ["M12 3l8 3v6c0 5-4 8-8 9-4-1-8-4-8-9V6z", "m9 12 2 2 4-4"],
  "shopping-cart": ["M3 4h2l3 11h10l3-8H6", "M9 20h.01M17 20h.01"],
  smartphone: ["M7 2h10v20H7z", "M11 18h2"],
  star: ["m12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z"],
  target: ["M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18z", "M12 8a4 4 0 1 1 0 8 4 4 0 0 1 0-8z", "M12 12h.01"],
  "trending-up": ["m3 17 6-6 4 4 8-8", "M15 7h6v6"],
  users: ["M9 11a4 4 0 1 1 0-8 4 4 0 0 1 0 8z", "M2 21a7 7 0 0 1 14 0", "M16 3.5a4 4 0 0 1 0 7.5", "M18 14a6 6 0 0 1 4 7"],
  workflow: ["M3 4h6v6H3z", "M15 14h6v6h-6z", "M6 10v4a3 3 0 0 0 3 3h6"],
  wrench: ["M14 6a4 4 0 0 0 5 5l-9 9a2 2 0 0 1-3-3l9-9a4 4 0 0 1-2-2z"],
  zap: ["M13 2 4 14h7l-1 8 9-12h-7z"],
};

export function Icon({ name, className = "h-5 w-5" }: { name: IconName; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {PATHS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
