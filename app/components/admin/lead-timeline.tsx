import { leadPageCopy as copy, leadStatusLabels } from "~/content/leads";
import type { TimelineEntry } from "~/lib/leads/lead";
import { formatDateTime } from "~/lib/ui/dates";

function entryText(entry: TimelineEntry): string {
  if (entry.kind === "received") return copy.received(leadStatusLabels[entry.status]);
  if (entry.kind === "status") return `${leadStatusLabels[entry.from]} → ${leadStatusLabels[entry.to]}`;
  return `${copy.notePrefix}${entry.note ?? ""}`;
}

/** Who changed what and when, oldest first, as the database's triggers recorded it. */
export function LeadTimeline({ entries }: { entries: TimelineEntry[] }) {
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
          <p className="text-sm text-fg">
            <span className="font-semibold">{entry.actor ?? copy.site}</span>: {entryText(entry)}
          </p>
          <time dateTime={entry.at} className="mt-0.5 block text-xs text-fg-subtle">
            {formatDateTime(entry.at)}
          </time>
        </li>
      ))}
    </ol>
  );
}
