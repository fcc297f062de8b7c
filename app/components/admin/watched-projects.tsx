import { AuditScore } from "~/components/account/audit-score";
import { DataTable, type Column } from "~/components/account/data-table";
import { Badge } from "~/components/ui/card";
import { auditsPage } from "~/content/account-pages";
import type { WatchedProject } from "~/lib/projects/watch";
import { formatDateTime } from "~/lib/ui/dates";

const copy = auditsPage.watched;

const columns: Column<WatchedProject>[] = [
  {
    key: "project",
    header: copy.columns.project,
    rowHeader: true,
    cell: (project) => (
      <span className="flex flex-col gap-0.5">
        <span>{project.name}</span>
        <span className="block max-w-64 truncate font-mono text-xs text-fg-muted">{project.url}</span>
      </span>
    ),
  },
  { key: "schedule", header: copy.columns.schedule, nowrap: true, cell: (project) => copy.schedule[project.watch] },
  {
    key: "last",
    header: copy.columns.last,
    nowrap: true,
    cell: (project) => (
      <span className="flex flex-wrap items-center gap-2">
        {project.lastCheckedAt ? (
          <time dateTime={project.lastCheckedAt}>{formatDateTime(project.lastCheckedAt)}</time>
        ) : (
          <span className="text-fg-subtle">{copy.never}</span>
        )}
        {project.lastStatus === "failed" ? <Badge tone="warning">{copy.failed}</Badge> : null}
        {project.lastStatus === "ok" ? <AuditScore score={project.lastScore} none="" /> : null}
        {project.overdue ? <Badge tone="danger">{copy.overdue}</Badge> : null}
      </span>
    ),
  },
  {
    key: "checks",
    header: copy.columns.checks,
    nowrap: true,
    align: "end",
    cell: (project) => copy.counts(project.completed30d, project.failed30d),
  },
];

/**
 * The watched projects for the admin (ADR 068): which ones the schedule checks, how their checks
 * went in the last 30 days, and which it skipped (overdue, first). Nothing when none is watched.
 */
export function WatchedProjects({ projects, total }: { projects: WatchedProject[]; total: number }) {
  if (total === 0) return null;
  const overdue = projects.filter((project) => project.overdue).length;
  return (
    <section aria-labelledby="watched-heading" className="flex flex-col gap-3">
      <h2 id="watched-heading" className="text-base font-semibold text-fg">
        {copy.heading}
      </h2>
      <p className="text-sm text-fg-muted">
        {copy.summary(total, overdue)} {projects.length < total ? copy.shown(projects.length, total) : null}
      </p>
      <DataTable
        caption={copy.caption}
        columns={columns}
        rows={projects}
        rowKey={(project) => project.projectId}
        minWidth="44rem"
      />
    </section>
  );
}
