import { Badge, type BadgeTone } from "~/components/ui/card";
import { auditPreviewCopy as copy } from "~/content/audit-preview";
import { CHECK_GUIDE } from "~/lib/audit/preview/check-guide";
import type { Check, CheckStatus } from "~/lib/audit/preview/report";

const TONE: Record<CheckStatus, BadgeTone> = { pass: "success", warn: "warning", fail: "danger", skip: "neutral" };

/** A check's status as a coloured pill ("Fail", "Improve", "Pass"). */
export function StatusPill({ status }: { status: CheckStatus }) {
  return (
    <Badge tone={TONE[status]} dot>
      {copy.status[status]}
    </Badge>
  );
}

/**
 * The checks of one group as rows (issue 34 §3): status, check, this page's finding and its impact
 * (the points it carries); each row opens, without JavaScript (details), to why it matters, how to
 * fix it and the evidence, the exact tags or addresses found. A group to act on opens its first row.
 */
export function FindingRows({ checks, openFirst }: { checks: Check[]; openFirst: boolean }) {
  return (
    <ol className="mt-3 divide-y divide-border rounded-card border border-border bg-surface-raised">
      {checks.map((check, index) => (
        <li key={check.id} data-check={check.id}>
          <details open={openFirst && index === 0} className="group">
            <summary className="grid cursor-pointer list-none grid-cols-[auto_1fr_auto] items-start gap-x-3 gap-y-1 px-4 py-3 hover:bg-surface-sunken sm:px-5">
              <StatusPill status={check.status} />
              <span className="min-w-0">
                <span className="block font-semibold text-fg">{check.label}</span>
                <span className="block text-sm break-words text-fg-muted" data-finding>
                  {check.finding}
                </span>
              </span>
              <span className="text-sm text-fg-subtle tabular-nums">
                <span className="sr-only">{copy.pointsLabel}: </span>
                {copy.points(check.weight)}
              </span>
            </summary>
            <FindingDetail check={check} />
          </details>
        </li>
      ))}
    </ol>
  );
}

function FindingDetail({ check }: { check: Check }) {
  const guide = CHECK_GUIDE[check.id];
  return (
    <dl className="grid gap-3 px-4 pb-4 text-sm sm:px-5">
      <div>
        <dt className="font-medium text-fg">{copy.whyLabel}</dt>
        <dd className="text-fg-muted">{check.why}</dd>
      </div>
      <div>
        <dt className="font-medium text-fg">{copy.fixLabel}</dt>
        <dd className="text-fg-muted">{guide.fix}</dd>
      </div>
      <div>
        <dt className="font-medium text-fg">
          {copy.evidenceLabel}: <span className="font-normal text-fg-muted">{guide.evidence}</span>
        </dt>
        <dd>
          {check.evidence?.length ? (
            <ul className="mt-1 grid gap-1">
              {check.evidence.map((item) => (
                <li key={item} className="rounded-lg bg-surface-sunken px-3 py-2 font-mono text-xs break-all text-fg">
                  {item}
                </li>
              ))}
            </ul>
          ) : (
            <span className="text-fg-subtle">{copy.noEvidence}</span>
          )}
        </dd>
      </div>
    </dl>
  );
}
