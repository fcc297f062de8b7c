import { ButtonLink } from "~/components/ui/button";
import { Badge, type BadgeTone } from "~/components/ui/card";
import { auditPreviewCopy as copy } from "~/content/audit-preview";
import { AUDIT_REPORT_HOOKS } from "~/lib/audit/audit-report-hooks";
import { pageProblem, readReport, type Check, type CheckStatus, type PreviewReport } from "~/lib/audit/preview/report";
import { AuditProblem } from "./audit-problem.markup";
import { hook } from "~/lib/markup/data-hooks";
import { formatDateTime } from "~/lib/ui/dates";

const TONE: Record<CheckStatus, BadgeTone> = { pass: "success", warn: "warning", fail: "danger", skip: "neutral" };
const GROUPS: CheckStatus[] = ["fail", "warn", "pass", "skip"];

/**
 * What the audit preview found on a page (ADR 046): the score, the counts, the final address,
 * then the checks in groups, heaviest first in each: what failed and what to improve as cards with
 * the finding and why it matters for ranking, then what passed and what could not be checked as
 * compact lists; the provider's full report one click away. With no page to check (a timeout, a
 * 404, a file), one state card instead, and no score (issue 34). Every string from the audited page is text, escaped by
 * React: no markup of the fetched site ever reaches the page.
 */
export function AuditReport({ report: stored, fullReportHref }: { report: PreviewReport; fullReportHref: string }) {
  const report = readReport(stored);
  const problem = pageProblem(report);
  if (problem) {
    return (
      <div {...hook(AUDIT_REPORT_HOOKS.report)}>
        <AuditProblem
          problem={problem}
          requestedUrl={report.requestedUrl}
          detail={
            problem.kind === "redirect" ? report.checks.find((check) => check.id === "status")?.finding : undefined
          }
        />
      </div>
    );
  }
  const counts = { pass: 0, warn: 0, fail: 0, skip: 0 };
  for (const check of report.checks) counts[check.status]++;
  const byWeight = [...report.checks].sort((a, b) => b.weight - a.weight);
  return (
    <div {...hook(AUDIT_REPORT_HOOKS.report)} className="space-y-6">
      <section
        aria-labelledby="audit-score-heading"
        className="grid gap-6 rounded-card border border-border bg-surface-raised p-5 shadow-card sm:grid-cols-[auto_1fr] sm:items-center sm:p-7"
      >
        <ScoreDial score={report.score} />
        <div className="min-w-0">
          <h2 id="audit-score-heading" className="text-xl font-semibold text-fg">
            {report.score === null ? copy.tooLarge.heading : `${copy.scoreLabel}: ${report.score} ${copy.scoreOutOf}`}
          </h2>
          <p className="mt-1 text-fg-muted">{report.score === null ? copy.tooLarge.text : copy.summary(counts)}</p>
          <dl className="mt-4 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="font-medium text-fg">{copy.finalUrl}</dt>
            <dd className="min-w-0 font-mono text-xs break-all text-fg-muted sm:text-sm">{report.finalUrl}</dd>
            <dt className="font-medium text-fg">{copy.checkedAt}</dt>
            <dd className="text-fg-muted">
              <time dateTime={report.fetchedAt}>{formatDateTime(report.fetchedAt)}</time>
            </dd>
          </dl>
          <div className="mt-5 flex flex-wrap gap-3">
            <ButtonLink href={fullReportHref} newTab>
              {copy.fullReport}
            </ButtonLink>
            <ButtonLink href="/audit" variant="outline">
              {copy.anotherSite}
            </ButtonLink>
          </div>
          <p className="mt-2 text-sm text-fg-subtle">{copy.fullReportNote}</p>
        </div>
      </section>
      {GROUPS.map((status) => {
        const checks = byWeight.filter((check) => check.status === status);
        if (checks.length === 0) return null;
        const headingId = `audit-group-${status}`;
        return (
          <section key={status} aria-labelledby={headingId}>
            <h2 id={headingId} className="text-lg font-semibold text-fg">
              {copy.groups[status]} <span className="font-normal text-fg-muted">({checks.length})</span>
            </h2>
            {status === "pass" || status === "skip" ? (
              <ul className="mt-3 divide-y divide-border rounded-card border border-border bg-surface-raised">
                {checks.map((check) => (
                  <PassedItem key={check.id} check={check} />
                ))}
              </ul>
            ) : (
              <ol className="mt-3 grid gap-3">
                {checks.map((check) => (
                  <CheckItem key={check.id} check={check} />
                ))}
              </ol>
            )}
          </section>
        );
      })}
    </div>
  );
}

/** A check's status as a coloured pill ("Fail", "Improve", "Pass"). */
function StatusPill({ status }: { status: CheckStatus }) {
  return (
    <Badge tone={TONE[status]} dot>
      {copy.status[status]}
    </Badge>
  );
}

/** A check to act on: its status, what was found and why it matters. */
function CheckItem({ check }: { check: Check }) {
  return (
    <li className="rounded-card border border-border bg-surface-raised p-4 sm:p-5" data-check={check.id}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <StatusPill status={check.status} />
        <h3 className="font-semibold text-fg">{check.label}</h3>
      </div>
      <p className="mt-2 break-words text-fg">{check.finding}</p>
      <p className="mt-1 text-sm text-fg-muted">
        <span className="font-medium">{copy.whyLabel}: </span>
        {check.why}
      </p>
    </li>
  );
}

/** A check that passed, or was not made: one row, its finding beside its name. */
function PassedItem({ check }: { check: Check }) {
  return (
    <li className="grid gap-x-4 gap-y-1 px-4 py-3 sm:grid-cols-[14rem_1fr] sm:px-5" data-check={check.id}>
      <h3 className="flex items-center gap-2 text-sm font-semibold text-fg">
        <StatusPill status={check.status} />
        {check.label}
      </h3>
      <p className="text-sm break-words text-fg-muted">{check.finding}</p>
    </li>
  );
}

/**
 * The score as a ring drawn in the site's own SVG; the number beside it is the text. No score (a
 * page too large to check fully): the empty ring and a dash.
 */
function ScoreDial({ score }: { score: number | null }) {
  const circumference = 2 * Math.PI * 42;
  const tone =
    score === null ? "text-fg-subtle" : score >= 80 ? "text-success" : score >= 50 ? "text-warning" : "text-danger";
  return (
    <div className={`relative mx-auto size-28 ${tone}`} aria-hidden="true">
      <svg viewBox="0 0 100 100" className="size-full -rotate-90">
        <circle cx="50" cy="50" r="42" fill="none" stroke="currentColor" strokeOpacity="0.15" strokeWidth="10" />
        <circle
          cx="50"
          cy="50"
          r="42"
          fill="none"
          stroke="currentColor"
          strokeWidth="10"
          strokeLinecap="round"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - (score ?? 0) / 100)}
        />
      </svg>
      <span className="absolute inset-0 flex items-center justify-center text-3xl font-semibold text-fg">
        {score ?? "–"}
      </span>
    </div>
  );
}
