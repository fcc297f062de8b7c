/**
 * "3 h ago" for the admin's lists (ADR 048). `now` is the server's clock, read once by the loader
 * and sent with the data, so the browser writes the same text when it hydrates. Past a week the
 * date itself ("Nov 23, 2026") says more than "23 d ago".
 */
import { formatDate } from "./dates";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function relativeTime(iso: string, now: string): string {
  const at = Date.parse(iso);
  const elapsed = Date.parse(now) - at;
  if (Number.isNaN(at) || Number.isNaN(elapsed)) return iso;
  // A clock a little ahead of the server's (a lead stamped by the database) still reads "just now".
  if (elapsed < MINUTE) return "just now";
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)} min ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)} h ago`;
  if (elapsed < 2 * DAY) return "yesterday";
  if (elapsed < 7 * DAY) return `${Math.floor(elapsed / DAY)} d ago`;
  return formatDate(iso);
}

/**
 * "Tuesday, December 8, 2026 at 3:04 PM" in the browser's own time zone: the full date behind a
 * relative time, on hover and for screen readers. Only ever written in the browser, after
 * hydration, so its ICU and the server's need not agree.
 */
export function localDateTime(iso: string): string {
  const at = Date.parse(iso);
  return Number.isNaN(at) ? iso : localFull.format(at);
}

const localFull = new Intl.DateTimeFormat("en-US", { dateStyle: "full", timeStyle: "short" });

/** This browser's clock, as the ISO string `relativeTime` reads. */
export function browserNow(): string {
  return new Date().toISOString();
}
