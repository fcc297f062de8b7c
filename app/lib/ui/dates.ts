/**
 * Dates on the account and admin pages, in UTC with a fixed locale: the server and the browser
 * write the same text, so hydration never disagrees, and "UTC" says which clock it is. The time of
 * day is written here, not by Intl: ICU versions put a narrow no-break space before "PM" or a plain
 * one, and the Worker's and the browser's ICU need not agree (a hydration mismatch re-renders the
 * page and drops what the visitor has typed).
 */
const dateOnly = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });
const dayShort = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const dayFull = new Intl.DateTimeFormat("en-US", { dateStyle: "full", timeZone: "UTC" });

/** "4:59 PM" in UTC. */
function timeOfDay(date: Date): string {
  const hours = date.getUTCHours();
  const minutes = String(date.getUTCMinutes()).padStart(2, "0");
  return `${hours % 12 || 12}:${minutes} ${hours < 12 ? "AM" : "PM"}`;
}

/** "Nov 23, 2026, 4:59 PM UTC" */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${dateOnly.format(date)}, ${timeOfDay(date)} UTC`;
}

/** "Nov 23, 2026" */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateOnly.format(date);
}

/** A chart's day label, "Nov 23", from "2026-11-23". */
export function formatDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : dayShort.format(date);
}

/** A day a visitor picked, "Tuesday, December 8, 2026", from "2026-12-08": a calendar day, no clock. */
export function formatLongDay(day: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(day) ? new Date(`${day}T00:00:00Z`) : new Date(Number.NaN);
  return Number.isNaN(date.getTime()) ? day : dayFull.format(date);
}
