import { Panel } from "~/components/account/panel";
import { Badge } from "~/components/ui/card";
import { leadAuditCopy as copy } from "~/content/leads";
import type { LeadAuditReport } from "~/lib/audit/audit-summaries";
import { previewPath } from "~/lib/audit/audit-inline";
import { formatDateTime } from "~/lib/ui/dates";

/**
 * The audit preview a lead asked to be emailed (ADR 046): the address, the score, what to fix
 * first, and the report itself one click away, so the admin answers with the report in front of
 * them. While the audit's write still waits on the queue, it says so.
 */
export function LeadAuditReportPanel({ report }: { report: LeadAuditReport | null }) {
  return (
    <Panel title={copy.title} description={copy.description}>
      {report === null ? (
        <p className="text-sm text-fg-subtle">{copy.notYet}</p>
      ) : (
        <div className="space-y-4 text-sm">
          <p className="flex flex-wrap items-center gap-3">
            <span className="min-w-0 font-mono text-xs break-all text-fg">{report.url}</span>
            {report.score === null ? (
              <span className="text-fg-subtle">
                {report.problem ? copy.notChecked : report.tooLarge ? copy.tooLarge : copy.noScore}
              </span>
            ) : (
              <Badge tone={report.score >= 80 ? "success" : report.score >= 50 ? "warning" : "danger"}>
                {copy.score(report.score)}
              </Badge>
            )}
          </p>
          {report.problem ? <p className="text-fg">{report.problem}</p> : null}
          {report.topFindings.length ? (
            <ul className="space-y-2" aria-label={copy.findingsLabel}>
              {report.topFindings.map((finding) => (
                <li key={finding.label}>
                  <span className={`font-semibold ${finding.status === "fail" ? "text-danger" : "text-warning"}`}>
                    {finding.label}
                  </span>
                  <span className="block text-fg-muted">{finding.finding}</span>
                </li>
              ))}
            </ul>
          ) : null}
          <p className="flex flex-wrap items-center justify-between gap-3">
            {report.reportedAt ? (
              <span className="text-fg-subtle">
                {copy.checked} <time dateTime={report.reportedAt}>{formatDateTime(report.reportedAt)}</time>
              </span>
            ) : (
              <span />
            )}
            {report.readable ? (
              <a
                href={previewPath(report.previewId)}
                className="inline-flex min-h-11 items-center font-medium text-accent underline-offset-4 hover:underline"
              >
                {copy.open}
              </a>
            ) : (
              <span className="text-fg-subtle">{copy.expired}</span>
            )}
          </p>
        </div>
      )}
    </Panel>
  );
}
