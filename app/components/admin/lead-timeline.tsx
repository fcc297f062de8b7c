import { leadPageCopy as copy, leadStatusLabels } from "~/content/leads";
import type { TimelineEntry } from "~/lib/leads/lead";
import { RelativeTime } from "./relative-time";

function entryText(entry: TimelineEntry): string {
  if (entry.kind === "received")
    return entry.widget ? copy.receivedFromWidget(entry.widget) : copy.receivedFrom[entry.source];
  if (entry.kind === "status") return `${leadStatusLabels[entry.from]} → ${leadStatusLabels[entry.to]}`;
  return `${copy.notePrefix}${entry.note ?? ""}`;
}

/**
 * What happened, oldest first, as the database's triggers recorded it: the event, then who did it
 * (the visitor for the lead's arrival, else the admin) and how long ago. `now` is the loader's clock.
 */
export function LeadTimeline({ entries, now }: { entries: TimelineEntry[]; now: string }) {
  return (
    <ol aria-label={copy.timeline} className="relative flex flex-col gap-5 border-l border-border pl-6">
      {entries.map((entry) => (
        <li key={entry.id} className="relative">
          <span
            aria-hidden="true"
            className={`absolute top-1.5 -left-[1.8rem] size-2.5 rounded-full ring-4 ring-surface-raised ${
              entry.kind === "note" ? "bg-fg-subtle" : "bg-accent-solid"
            }`}
          />
          <p className="text-sm break-words whitespace-pre-wrap text-fg">{entryText(entry)}</p>
          <p className="mt-0.5 text-xs text-fg-muted">
            <span className="font-medium">{entry.actor ?? copy.site}</span>
            <span aria-hidden="true"> · </span>
            <span className="sr-only">, </span>
            <RelativeTime iso={entry.at} now={now} />
          </p>
        </li>
      ))}
    </ol>
  );
}
