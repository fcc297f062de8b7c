import { Badge, type BadgeTone } from "~/components/ui/card";
import { leadStatusLabels } from "~/content/leads";
import type { LeadStatus } from "~/lib/leads/lead";

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
