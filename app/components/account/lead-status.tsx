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

/** The text colour of each tone's dot (the badge's own colours). */
const DOT_COLOURS: Record<BadgeTone, string> = {
  accent: "text-accent",
  neutral: "text-fg-subtle",
  success: "text-success",
  warning: "text-warning",
  danger: "text-danger",
};

/** The pill's dot alone, beside a control that names the status itself (the inbox's select). */
export function LeadStatusDot({ status }: { status: LeadStatus }) {
  return (
    <span
      aria-hidden="true"
      className={`size-2.5 shrink-0 rounded-full bg-current ${DOT_COLOURS[STATUS_TONES[status]]}`}
    />
  );
}
