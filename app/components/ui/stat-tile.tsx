import { keepTogether } from "./keep-together";

/** A figure and what it measures; `note` says where it comes from (a sample, a case study). */
export function StatTile({ value, label, note }: { value: string; label: string; note?: string }) {
  return (
    <div className="rounded-card border border-border bg-surface-raised p-5">
      <dt className="text-sm text-fg-muted">{label}</dt>
      <dd className="mt-1 text-3xl font-semibold tracking-tight text-fg tabular-nums">{keepTogether(value)}</dd>
      {note ? <dd className="mt-1 text-xs text-fg-subtle">{note}</dd> : null}
    </div>
  );
}
