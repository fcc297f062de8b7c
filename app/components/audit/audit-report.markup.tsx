import { ButtonLink } from "~/components/ui/button";
import { auditPreviewCopy as copy } from "~/content/audit-preview";
import { AUDIT_REPORT_HOOKS } from "~/lib/audit/audit-report-hooks";
import { CHECK_CATEGORIES, CHECK_GUIDE } from "~/lib/audit/preview/check-guide";
import { pageProblem, readReport, type Check, type CheckStatus, type PreviewReport } from "~/lib/audit/preview/report";
import { pointsOf } from "~/lib/audit/preview/score";
import { Meter } from "~/components/visuals/product-panel.markup";
import { FindingRows } from "./audit-findings.markup";
import { LocalTime } from "./local-time.markup";
import { SnippetPreview } from "./snippet-preview.markup";
import { AuditProblem } from "./audit-problem.markup";
import { hook } from "~/lib/markup/data-hooks";

const GROUPS: CheckStatus[] = ["fail", "warn", "pass", "skip"];

/**
 * What the audit preview found on a page (ADR 046, issue 34 §3): the score with its four category
 * meters and how it is computed, the final address and when it was checked, the search snippet the
 * page's title and description make, then the checks in groups, heaviest first in each, as rows
 * that open to how to fix them and the evidence; the full report one click away. With no page to check (a timeout, a
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
        className="rounded-card border border-border bg-surface-raised p-5 shadow-card sm:p-7"
      >
        <div className="grid gap-6 sm:grid-cols-[auto_1fr] sm:items-center">
          <ScoreDial score={report.score} />
          <div className="min-w-0">
            <h2 id="audit-score-heading" className="text-xl font-semibold text-fg">
              {report.score === null ? copy.tooLarge.heading : `${copy.scoreLabel}: ${report.score} ${copy.scoreOutOf}`}
            </h2>
            <p className="mt-1 text-fg-muted">{report.score === null ? copy.tooLarge.text : copy.summary(counts)}</p>
            <CategoryMeters checks={report.checks} />
          </div>
        </div>
        <details className="mt-5 text-sm">
          <summary className="cursor-pointer font-medium text-accent">{copy.howScored}</summary>
          <p className="mt-2 text-fg-muted">{copy.howScoredText}</p>
        </details>
        <dl className="mt-5 grid gap-x-4 gap-y-1 border-t border-border pt-5 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-medium text-fg">{copy.finalUrl}</dt>
          <dd className="min-w-0 font-mono text-xs break-all text-fg-muted sm:text-sm">{report.finalUrl}</dd>
          <dt className="font-medium text-fg">{copy.checkedAt}</dt>
          <dd className="text-fg-muted">
            <LocalTime iso={report.fetchedAt} />
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
        <p className="mt-2 text-sm text-fg-subtle">{copy.scope}</p>
      </section>
      <SnippetPreview snippet={report.snippet} url={report.finalUrl} />
      {GROUPS.map((status) => {
        const checks = byWeight.filter((check) => check.status === status);
        if (checks.length === 0) return null;
        const headingId = `audit-group-${status}`;
        return (
          <section key={status} aria-labelledby={headingId}>
            <h2 id={headingId} className="text-lg font-semibold text-fg">
              {copy.groups[status]} <span className="font-normal text-fg-muted">({checks.length})</span>
            </h2>
            <FindingRows checks={checks} openFirst={status === "fail" || status === "warn"} />
          </section>
        );
      })}
    </div>
  );
}

/**
 * A sample of the report (issue 34 §3), as the audit landing pages and /services/technical-seo
 * show it beside their pitch: the same parts and words as a real preview (the score, the meters,
 * the heaviest findings to fix first, which open to how to fix them and the evidence), drawn from
 * a made-up page's report (app/content/audit-sample-report.ts), captioned as a sample, and saying
 * what the instant check covers. No headings: it is a figure inside another page's outline.
 */
export function AuditReportSample({ report }: { report: PreviewReport }) {
  const counts = { pass: 0, warn: 0, fail: 0, skip: 0 };
  for (const check of report.checks) counts[check.status]++;
  const fixFirst = [...report.checks]
    .filter((check) => check.status === "fail")
    .sort((a, b) => b.weight - a.weight)
    .slice(0, SAMPLE_ROWS);
  return (
    <figure className="rounded-card border border-border bg-surface-raised p-5 shadow-card sm:p-6">
      <div className="grid gap-5 sm:grid-cols-[auto_1fr] sm:items-center">
        <ScoreDial score={report.score} />
        <div className="min-w-0">
          <p className="text-xl font-semibold text-fg">{`${copy.scoreLabel}: ${report.score} ${copy.scoreOutOf}`}</p>
          <p className="mt-1 text-fg-muted">{copy.summary(counts)}</p>
          <CategoryMeters checks={report.checks} narrow />
        </div>
      </div>
      <p className="mt-5 font-semibold text-fg">
        {copy.groups.fail} <span className="font-normal text-fg-muted">({counts.fail})</span>
      </p>
      <FindingRows checks={fixFirst} openFirst={false} />
      <figcaption className="mt-4 text-sm text-fg-subtle">
        {copy.sampleCaption(new URL(report.finalUrl).hostname)} {copy.scope}
      </figcaption>
    </figure>
  );
}

/** The findings a sample shows: the heaviest to fix first. */
const SAMPLE_ROWS = 3;

/** The four categories' meters: the points earned out of those possible, and how many passed. */
function CategoryMeters({ checks, narrow = false }: { checks: Check[]; narrow?: boolean }) {
  // Four in a row where the report has the width; two by two in a sample's half column.
  return (
    <dl
      aria-label={copy.categoriesLabel}
      className={`mt-5 grid grid-cols-2 gap-x-5 gap-y-3 ${narrow ? "" : "lg:grid-cols-4"}`}
    >
      {CHECK_CATEGORIES.map((category) => {
        const made = checks.filter(
          (check) => CHECK_GUIDE[check.id].category === category.id && check.status !== "skip",
        );
        const passed = made.filter((check) => check.status === "pass").length;
        const possible = made.reduce((sum, check) => sum + check.weight, 0);
        const earned = made.reduce((sum, check) => sum + pointsOf(check), 0);
        return (
          <div key={category.id} className="grid gap-1.5 text-sm">
            <dt className="font-medium text-fg">{category.label}</dt>
            <dd className="grid gap-1.5">
              <Meter value={possible ? earned : 0} max={possible || 1} />
              <span className="text-fg-muted tabular-nums">{copy.categoryCount(passed, made.length)}</span>
            </dd>
          </div>
        );
      })}
    </dl>
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
