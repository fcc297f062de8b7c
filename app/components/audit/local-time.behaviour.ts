import { select } from "~/lib/markup/data-hooks";
import { localDateTime, relativeTime } from "~/lib/ui/relative-time";

/** The mark of a time the server wrote in UTC, which the visitor's browser words in its own time (local-time.markup.tsx). */
export enum LOCAL_TIME_HOOKS {
  time = "data-local-time",
}

/**
 * Each marked time in the visitor's own terms (issue 34 §3): how long ago, and the full date in
 * their time zone on hover (its title). Without JavaScript the server's UTC date stays.
 */
export function showLocalTimes(root: Pick<ParentNode, "querySelectorAll"> = document, now = Date.now()): void {
  for (const time of root.querySelectorAll<HTMLTimeElement>(select(LOCAL_TIME_HOOKS.time))) {
    const at = Date.parse(time.dateTime);
    if (Number.isNaN(at)) continue;
    // The admin's words for a time ("2 min ago", then the date past a week), against this browser's clock.
    const words = relativeTime(time.dateTime, new Date(now).toISOString());
    // Written only when it changes: a watcher of the page sees no change from a second pass.
    if (time.textContent === words) continue;
    time.title = localDateTime(time.dateTime);
    time.textContent = words;
  }
}
