import { Badge, type BadgeTone } from "~/components/ui/card";
import { leadStatusLabels } from "~/content/account-lists";
import { LEAD_STATUSES, type LeadStatus } from "~/lib/forms/lead-row";

/** One colour per step of the pipeline; the label always carries the meaning too. */
const STATUS_TONES: Record<LeadStatus, BadgeTone> = {
  new: "accent",
  contacted: "neutral",
  qualified: "warning",
  won: "success",
  lost: "danger",
};

/** A lead's status as a pill: "New", "Contacted", "Qualified", "Won", "Lost". */
export function LeadStatusPill({ status }: { status: LeadStatus }) {
  return (
    <Badge tone={STATUS_TONES[status]} dot>
      {leadStatusLabels[status]}
    </Badge>
  );
}

/** Every status in pipeline order, as a legend. */
export function LeadStatusLegend({ label }: { label: string }) {
  return (
    <div className="flex flex-col items-center gap-3">
      <p className="text-sm text-fg-subtle">{label}</p>
      <ul className="flex flex-wrap justify-center gap-2">
        {LEAD_STATUSES.map((status) => (
          <li key={status}>
            <LeadStatusPill status={status} />
          </li>
        ))}
      </ul>
    </div>
  );
}
