import { useId } from "react";
import { ColumnChart } from "~/components/admin/charts/column-chart";
import { projectPage as copy } from "~/content/account-pages";
import { auditPreviewCopy } from "~/content/audit-preview";
import type { Check } from "~/lib/audit/preview/report";
import type { CheckChange, ProjectCheck } from "~/lib/projects/watch";
import { formatDate, formatDateTime } from "~/lib/ui/dates";
import { AuditScore } from "./audit-score";
import { DataTable, type Column } from "./data-table";
import { EmptyState } from "./empty-state";

function ChangeList({ title, changes, tone }: { title: string; changes: CheckChange[]; tone: "danger" | "success" }) {
  if (!changes.length) return null;
  return (
    <div>
      <h4 className={`text-sm font-semibold ${tone === "danger" ? "text-danger" : "text-success"}`}>{title}</h4>
      <ul className="mt-1 flex flex-col gap-1 text-sm text-fg">
        {changes.map((change) => (
          <li key={change.id}>
            {change.label}: {copy.statusWord[change.from]} → {copy.statusWord[change.to]}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The latest check first: its score, and what got worse and better since the one before. */
function SinceLastCheck({ latest }: { latest: ProjectCheck }) {
  const changes = latest.changes;
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-card border border-border bg-surface-raised p-5"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-base font-semibold text-fg">
          {copy.sinceHeading}
        </h3>
        <time dateTime={latest.checkedAt} className="text-sm text-fg-muted">
          {formatDateTime(latest.checkedAt)}
        </time>
      </div>
      {latest.status === "failed" ? (
        <p className="text-sm text-fg">{copy.failed(latest.error)}</p>
      ) : (
        <>
          <p className="flex items-center gap-3 text-sm text-fg">
            <AuditScore score={latest.score} none={copy.noScore} />
            {changes?.scoreDelta == null ? null : <span>{copy.scoreDelta(changes.scoreDelta)}</span>}
          </p>
          {changes && (changes.worse.length || changes.better.length) ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <ChangeList title={copy.worse} changes={changes.worse} tone="danger" />
              <ChangeList title={copy.better} changes={changes.better} tone="success" />
            </div>
          ) : (
            <p className="text-sm text-fg-muted">{changes?.compared ? copy.sinceNothing : copy.sinceFirst}</p>
          )}
        </>
      )}
    </section>
  );
}

/**
 * The latest completed check's findings, grouped as the audit preview groups them: what to fix
 * first, then what is worth improving, heaviest first, and how many checks passed.
 */
function LatestFindings({ findings, passed }: { findings: Check[]; passed: number }) {
  const headingId = useId();
  const groups = (["fail", "warn"] as const)
    .map((status) => ({
      status,
      checks: findings.filter((check) => check.status === status).sort((a, b) => b.weight - a.weight),
    }))
    .filter((group) => group.checks.length > 0);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="text-base font-semibold text-fg">
        {copy.findingsHeading}
      </h3>
      {groups.map((group) => (
        <div key={group.status}>
          <h4 className={`text-sm font-semibold ${group.status === "fail" ? "text-danger" : "text-warning"}`}>
            {auditPreviewCopy.groups[group.status]} ({group.checks.length})
          </h4>
          <ul className="mt-1 flex flex-col gap-2 text-sm">
            {group.checks.map((check) => (
              <li key={check.id}>
                <span className="font-medium text-fg">{check.label}</span>
                <span className="block break-words text-fg-muted">{check.finding}</span>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <p className="text-sm text-fg-muted">{copy.passedCount(passed)}</p>
    </section>
  );
}

const columns: Column<ProjectCheck>[] = [
  {
    key: "checked",
    header: copy.checksColumns.checked,
    rowHeader: true,
    nowrap: true,
    cell: (check) => <time dateTime={check.checkedAt}>{formatDateTime(check.checkedAt)}</time>,
  },
  {
    key: "score",
    header: copy.checksColumns.score,
    align: "end",
    nowrap: true,
    cell: (check) => <AuditScore score={check.score} none={copy.noScore} />,
  },
  {
    key: "result",
    header: copy.checksColumns.result,
    cell: (check) =>
      check.status === "failed"
        ? copy.failed(check.error)
        : !check.changes?.compared
          ? copy.firstCheck
          : copy.changedCount(check.changes.worse.length, check.changes.better.length),
  },
];

/**
 * A watched project's scheduled checks (ADR 068): what changed since the last one first, then the
 * score over time (completed checks only: a page that could not be fetched has no score) with its
 * table, then every check. Server-rendered like the rest of the account area, so it reads without
 * JavaScript.
 */
export function ProjectChecks({
  checks,
  watched,
  findings,
  passed,
}: {
  checks: ProjectCheck[];
  watched: boolean;
  /** The latest completed check's checks that need work; `passed` counts the rest. */
  findings: Check[];
  passed: number;
}) {
  if (!checks.length) return watched ? <EmptyState copy={copy.checksEmpty} headingLevel={3} /> : null;
  const scored = checks.filter((check) => check.score !== null).reverse();
  const first = scored[0]?.score ?? 0;
  const last = scored.at(-1)?.score ?? 0;
  return (
    <div className="flex flex-col gap-6">
      <SinceLastCheck latest={checks[0]!} />
      {findings.length || passed ? <LatestFindings findings={findings} passed={passed} /> : null}
      {scored.length ? (
        <ColumnChart
          headingLevel={3}
          title={copy.chartTitle}
          summary={copy.chartSummary(scored.length, first, last)}
          series={[{ key: "score", label: copy.chartSeries, fill: "fill-accent-solid", swatch: "bg-accent-solid" }]}
          columns={scored.map((check) => ({ label: formatDate(check.checkedAt), values: { score: check.score ?? 0 } }))}
          tableLabel={copy.chartTable}
          firstColumnHeader={copy.chartDay}
        />
      ) : null}
      <DataTable
        caption={copy.checksCaption}
        columns={columns}
        rows={checks}
        rowKey={(check) => check.id}
        minWidth="0"
      />
    </div>
  );
}
