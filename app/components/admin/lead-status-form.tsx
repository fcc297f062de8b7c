import { useId, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { LeadStatusDot } from "~/components/account/lead-status";
import { buttonClass } from "~/components/ui/button";
import { useInPlaceForm } from "~/hooks/use-in-place-form";
import { leadInboxCopy as copy, leadStatusLabels } from "~/content/leads";
import { isLeadStatus, LEAD_STATUSES, type LeadStatus, type LeadSummary } from "~/lib/leads/lead";

/** What the inbox's action answers a row's status form (ADR 048). */
export type RowStatusReply =
  { ok: true; id: number; status: LeadStatus; notice: string } | { ok: false; id: number | null; error: string };

/**
 * A lead's status where it is listed: a form with a select and a button. Without JavaScript it
 * posts and the inbox comes back on the same view with a confirmation; with it a fetcher sends it,
 * the row shows the new status at once (optimistic), a polite status region says so, and a refusal
 * is shown in the row. `reply` is the answer of a post without JavaScript, when it is this row's.
 * A dot in the status's colour leads the select; with JavaScript the Save button shows only once
 * another status is chosen (a row is a status at rest, not a form), without it always.
 */
export function LeadStatusForm({
  lead,
  reply,
  compact = false,
}: {
  lead: Pick<LeadSummary, "id" | "name" | "status">;
  reply?: RowStatusReply;
  /** The table's row (smaller controls from `sm`); the phone's card fills its width. */
  compact?: boolean;
}) {
  // One per form, gone with it: a list drawn again after a navigation shows the loader's status.
  const fetcher = useInPlaceForm<RowStatusReply>();
  const selectId = useId();
  const errorId = `${selectId}-error`;
  const sending = fetcher.sending?.get("status");
  const answer = fetcher.reply ?? reply;
  const saved = answer?.ok ? answer.status : null;
  const shown: LeadStatus = typeof sending === "string" && isLeadStatus(sending) ? sending : (saved ?? lead.status);
  const error = fetcher.state === "idle" && answer && !answer.ok ? answer.error : undefined;
  const said = fetcher.state === "idle" && fetcher.reply?.ok ? fetcher.reply.notice : "";
  const control = compact ? "h-11 sm:h-9" : "h-11";
  const hydrated = useHydrated();
  // The status picked in the select and not yet saved; null while it shows the saved one.
  const [picked, setPicked] = useState<LeadStatus | null>(null);
  const pending = picked !== null && picked !== shown;
  const dot = pending ? picked : shown;
  return (
    <fetcher.Form method="post" className="relative z-10 flex flex-col gap-1.5" aria-label={copy.rowStatus(lead.name)}>
      <div className="flex items-center gap-2">
        <LeadStatusDot status={dot} />
        <input type="hidden" name="intent" value="lead-status" />
        <input type="hidden" name="id" value={lead.id} />
        <label htmlFor={selectId} className="sr-only">
          {copy.rowStatus(lead.name)}
        </label>
        <select
          id={selectId}
          name="status"
          // Drawn again when the saved status changes, so the select shows it.
          key={shown}
          defaultValue={shown}
          onChange={(event) => setPicked(isLeadStatus(event.target.value) ? event.target.value : null)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`${control} min-w-0 flex-1 rounded-lg border bg-surface-raised px-2.5 text-sm text-fg focus:border-accent focus:ring-2 focus:ring-accent/30 focus:outline-none ${
            error ? "border-danger" : "border-border-strong"
          }`}
        >
          {LEAD_STATUSES.map((status) => (
            <option key={status} value={status}>
              {leadStatusLabels[status]}
            </option>
          ))}
        </select>
        <button
          type="submit"
          hidden={hydrated && !pending && fetcher.state === "idle"}
          className={`${buttonClass({ variant: "outline", size: "sm" })} ${control} shrink-0`}
        >
          {fetcher.state === "submitting" ? copy.savingRowStatus : copy.saveRowStatus}
          <span className="sr-only">{copy.saveRowStatusFor(lead.name)}</span>
        </button>
      </div>
      {error ? (
        <p id={errorId} className="text-xs font-medium text-danger">
          {error}
        </p>
      ) : null}
      <span role="status" className="sr-only">
        {said}
      </span>
    </fetcher.Form>
  );
}
