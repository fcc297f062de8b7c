import { select } from "~/lib/markup/data-hooks";

/** The mark of a time the server wrote in UTC, which the visitor's browser words in its own time (local-time.markup.tsx). */
export enum LOCAL_TIME_HOOKS {
  time = "data-local-time",
}

const STEPS: [limitSeconds: number, unit: Intl.RelativeTimeFormatUnit, seconds: number][] = [
  [3_600, "minute", 60],
  [86_400, "hour", 3_600],
  [7 * 86_400, "day", 86_400],
];

/** "just now", "2 minutes ago", "3 hours ago", "yesterday"; past a week, null (the date says it better). */
export function relativeTime(at: number, now: number, locale = "en-US"): string | null {
  const seconds = Math.round((at - now) / 1000);
  if (Math.abs(seconds) < 45) return "just now";
  const words = new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
  for (const [limit, unit, size] of STEPS) {
    if (Math.abs(seconds) < limit) return words.format(Math.round(seconds / size) || Math.sign(seconds), unit);
  }
  return null;
}

/**
 * Each marked time in the visitor's own terms (issue 34 §3): how long ago, and the full date in
 * their time zone on hover (its title). Without JavaScript the server's UTC date stays.
 */
export function showLocalTimes(root: Pick<ParentNode, "querySelectorAll"> = document, now = Date.now()): void {
  const full = new Intl.DateTimeFormat("en-US", { dateStyle: "full", timeStyle: "short" });
  const short = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });
  for (const time of root.querySelectorAll<HTMLTimeElement>(select(LOCAL_TIME_HOOKS.time))) {
    const at = Date.parse(time.dateTime);
    if (Number.isNaN(at)) continue;
    const words = relativeTime(at, now) ?? short.format(at);
    // Written only when it changes: a watcher of the page sees no change from a second pass.
    if (time.textContent === words) continue;
    time.title = full.format(at);
    time.textContent = words;
  }
}
