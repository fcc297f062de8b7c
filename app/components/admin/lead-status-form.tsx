import { useId, useRef, useState, type KeyboardEvent } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { LeadStatusDot } from "~/components/account/lead-status";
import { buttonClass } from "~/components/ui/button";
import { useInPlaceForm } from "~/hooks/use-in-place-form";
import { leadInboxCopy as copy, leadStatusLabels } from "~/content/leads";
import { isLeadStatus, LEAD_STATUSES, type LeadStatus, type LeadSummary } from "~/lib/leads/lead";

/**
 * What the inbox's action answers a row's status form (ADR 048, 073): `from` is the status the row
 * showed before, when the post was a change that can be undone (an undo itself offers no undo).
 */
export type RowStatusReply =
  | { ok: true; id: number; name: string; status: LeadStatus; from: LeadStatus | null; notice: string }
  | { ok: false; id: number | null; error: string };

/** Keys that leave a closed select's value alone; any other key may step through the options. */
const NOT_STEPPING = new Set(["Enter", "Tab", "Escape", "Shift", " "]);

/**
 * A lead's status where it is listed (ADR 073). With JavaScript a pick saves at once through a
 * fetcher: the row shows the new status, a polite status region says it, and an "Undo" puts the
 * previous one back. A change made by stepping through the closed select with the keyboard waits
 * for Enter or Save instead, so the timeline does not record every status passed on the way.
 * Without JavaScript it is a form with a select and Save, and the inbox comes back with the same
 * "Undo" beside its confirmation (`StatusUndo`). `reply` is the answer of a post without
 * JavaScript, when this row's: its refusal is shown in the row.
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
  // One per row, gone with it: a list drawn again after a navigation shows the loader's status.
  const fetcher = useInPlaceForm<RowStatusReply>();
  const selectId = useId();
  const errorId = `${selectId}-error`;
  const select = useRef<HTMLSelectElement>(null);
  const sending = fetcher.sending?.get("status");
  const answer = fetcher.reply ?? reply;
  const saved = answer?.ok ? answer.status : null;
  const shown: LeadStatus = typeof sending === "string" && isLeadStatus(sending) ? sending : (saved ?? lead.status);
  const idle = fetcher.state === "idle";
  const error = idle && answer && !answer.ok ? answer.error : undefined;
  const said = idle && fetcher.reply?.ok ? fetcher.reply.notice : "";
  // The page offers the undo of a post sent without JavaScript (the row may have left the view).
  const undoTo = idle && fetcher.reply?.ok && fetcher.reply.status === shown ? fetcher.reply.from : null;
  const control = compact ? "h-11 sm:h-9" : "h-11";
  const hydrated = useHydrated();
  // A status stepped to with the keyboard and not yet saved; null while the select shows the saved one.
  const [picked, setPicked] = useState<LeadStatus | null>(null);
  // Set by a key press on the select until the task ends: the change it causes is a step, not a pick.
  const stepping = useRef(false);
  const pending = picked !== null && picked !== shown;
  const onKeyDown = (event: KeyboardEvent<HTMLSelectElement>) => {
    if (event.key === "Enter" && pending) {
      event.preventDefault();
      event.currentTarget.form?.requestSubmit();
    }
    if (NOT_STEPPING.has(event.key) || event.altKey) return;
    stepping.current = true;
    setTimeout(() => (stepping.current = false));
  };
  const fields = <LeadFields id={lead.id} />;
  return (
    <div className="relative z-10 flex flex-col gap-1.5">
      <div className="flex items-center gap-2">
        <fetcher.Form
          method="post"
          aria-label={copy.rowStatus(lead.name)}
          className="flex min-w-0 flex-1 items-center gap-2"
          onSubmit={() => setPicked(null)}
        >
          <LeadStatusDot status={pending ? picked : shown} />
          {fields}
          <input type="hidden" name="from" value={shown} />
          <label htmlFor={selectId} className="sr-only">
            {copy.rowStatus(lead.name)}
          </label>
          <select
            ref={select}
            id={selectId}
            name="status"
            value={picked ?? shown}
            onKeyDown={onKeyDown}
            onChange={(event) => {
              const value = event.target.value;
              if (!isLeadStatus(value)) return;
              if (stepping.current) return setPicked(value);
              event.target.form?.requestSubmit();
            }}
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
            hidden={hydrated && !pending}
            className={`${buttonClass({ variant: "outline", size: "sm" })} ${control} shrink-0`}
          >
            {copy.saveRowStatus}
            <span className="sr-only">{copy.saveRowStatusFor(lead.name)}</span>
          </button>
        </fetcher.Form>
        {undoTo ? (
          // Its own form, so it works without JavaScript too; the select takes the focus it leaves.
          <fetcher.Form method="post" onSubmit={() => select.current?.focus()}>
            <UndoFields lead={lead} to={undoTo} className={control} />
          </fetcher.Form>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} className="text-xs font-medium text-danger">
          {error}
        </p>
      ) : null}
      <span role="status" className="sr-only">
        {said}
      </span>
    </div>
  );
}

function LeadFields({ id }: { id: number }) {
  return (
    <>
      <input type="hidden" name="intent" value="lead-status" />
      <input type="hidden" name="id" value={id} />
    </>
  );
}

/** What an undo posts: the row's status form's fields with the status to go back to, and no `from`. */
function UndoFields({
  lead,
  to,
  className = "h-9",
}: {
  lead: Pick<LeadSummary, "id" | "name">;
  to: LeadStatus;
  className?: string;
}) {
  return (
    <>
      <LeadFields id={lead.id} />
      <input type="hidden" name="status" value={to} />
      <button type="submit" className={`${buttonClass({ variant: "outline", size: "sm" })} ${className} shrink-0`}>
        {copy.undoRowStatus}
        <span className="sr-only">{copy.undoRowStatusFor(lead.name, leadStatusLabels[to])}</span>
      </button>
    </>
  );
}

/**
 * The undo of a status changed without JavaScript, beside the inbox's confirmation: a plain post
 * that brings the inbox back, as the change itself did, wherever the lead now is in the list.
 */
export function StatusUndo({ lead, to }: { lead: Pick<LeadSummary, "id" | "name">; to: LeadStatus }) {
  return (
    <form method="post" aria-label={copy.undoLabel(lead.name)}>
      <UndoFields lead={lead} to={to} className="h-11" />
    </form>
  );
}
