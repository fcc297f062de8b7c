import "~/shared-chunk";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { AccountPage } from "~/components/account/account-page";
import { AuditScore } from "~/components/account/audit-score";
import { DataTable, type Column } from "~/components/account/data-table";
import { EmptyState } from "~/components/account/empty-state";
import { DeletePanel } from "~/components/account/delete-panel";
import { PanelForm } from "~/components/account/panel-form";
import { ProjectChecks } from "~/components/account/project-checks";
import { SelectField } from "~/components/forms/select-field";
import { SubmitButton } from "~/components/forms/submit-button";
import { TextField } from "~/components/forms/text-field";
import { buttonClass } from "~/components/ui/button";
import { projectPage as copy } from "~/content/account-pages";
import { previewPath } from "~/lib/audit/audit-inline";
import { AUDIT_PROJECT_FIELD } from "~/lib/audit/audit-url";
import { requireViewer } from "~/lib/auth/guards.server";
import { readForm } from "~/lib/http/form-data";
import { notFound } from "~/lib/http/not-found.server";
import { projectAction } from "~/lib/projects/project-actions.server";
import { getProject, latestCheckReport, type ProjectAudit } from "~/lib/projects/projects.server";
import { privateMeta } from "~/lib/seo/meta";
import { formatDateTime } from "~/lib/ui/dates";
import { accountFrame } from "~/components/account/account-frame";

/**
 * One of the viewer's projects with its scheduled checks (when watched, ADR 068) and recent audits. Anyone else's project, or one that does
 * not exist, is a 404: the queries run with the viewer's session, and row-level security hides
 * other users' projects. Queries: 2, at once (the project, its latest completed check's report).
 */

export const handle = accountFrame;
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireViewer(request, context);
  const [project, latestReport] = await Promise.all([
    getProject(context, params.id),
    latestCheckReport(context, params.id),
  ]);
  if (!project) throw notFound(request);
  // Only what the page shows of the report: its checks that need work, as the preview groups them.
  const findings = latestReport?.checks.filter((check) => check.status !== "pass") ?? [];
  return { project, findings, passed: latestReport ? latestReport.checks.length - findings.length : 0 };
}

/** Renames, watches or deletes this project (then back to the dashboard). Queries: 1. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  await requireViewer(request, context);
  const form = await readForm(request);
  form.set("id", params.id ?? "");
  return projectAction(request, context, form, "/dashboard");
}

export const meta: MetaFunction<typeof loader> = ({ data }) => privateMeta(data?.project.name ?? "Project");

const RENAME_FORM = "rename";
const WATCH_FORM = "watch";

const columns: Column<ProjectAudit>[] = [
  {
    key: "url",
    header: copy.columns.url,
    rowHeader: true,
    // The report while its page is kept (7 days); after that the address alone.
    cell: (audit) =>
      audit.readablePreview ? (
        <Link
          to={previewPath(audit.readablePreview)}
          className="font-mono text-xs font-medium break-all text-accent underline-offset-4 hover:underline"
        >
          {audit.url}
        </Link>
      ) : (
        <span className="font-mono text-xs font-normal break-all">{audit.url}</span>
      ),
  },
  {
    key: "score",
    header: copy.columns.score,
    align: "end",
    nowrap: true,
    cell: (audit) => <AuditScore score={audit.score} none={copy.noScore} />,
  },
  {
    key: "requested",
    header: copy.columns.requested,
    align: "end",
    nowrap: true,
    cell: (audit) => <time dateTime={audit.createdAt}>{formatDateTime(audit.createdAt)}</time>,
  },
];

/** One project: audit it (a new tab, recorded against it), its audits, rename and delete. */
export default function ProjectPage() {
  const { project, findings, passed } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const renamed = reply?.intent === "rename" ? reply : undefined;
  const watched = reply?.intent === "watch" ? reply : undefined;
  return (
    <AccountPage
      title={project.name}
      description={project.url}
      back={copy.back}
      actions={
        <form method="post" action="/audit" target="_blank" aria-label={copy.audit(project.url)}>
          <input type="hidden" name="url" value={project.url} />
          <input type="hidden" name={AUDIT_PROJECT_FIELD} value={project.id} />
          <button type="submit" className={buttonClass({ block: true })} aria-describedby="audit-note">
            {copy.audit(project.url)}
          </button>
          <p id="audit-note" className="sr-only">
            {copy.auditNote}
          </p>
        </form>
      }
    >
      {project.watch || project.checks.length ? (
        <section aria-labelledby="checks-heading" className="flex flex-col gap-3">
          <h2 id="checks-heading" className="text-base font-semibold text-fg">
            {copy.checksHeading}
          </h2>
          <ProjectChecks checks={project.checks} watched={project.watch !== null} findings={findings} passed={passed} />
        </section>
      ) : null}
      <section aria-labelledby="audits-heading" className="flex flex-col gap-3">
        <h2 id="audits-heading" className="text-base font-semibold text-fg">
          {copy.auditsHeading}
        </h2>
        <DataTable
          caption={copy.auditsCaption}
          columns={columns}
          rows={project.audits}
          rowKey={(audit) => audit.id}
          minWidth="0"
          empty={<EmptyState copy={copy.empty} headingLevel={3} />}
        />
      </section>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <PanelForm
          id={WATCH_FORM}
          title={copy.watchHeading}
          description={copy.watchText}
          intent="watch"
          reply={watched}
        >
          <SelectField
            label={copy.watchLabel}
            name="watch"
            options={copy.watchOptions}
            key={project.watch ?? "off"}
            defaultValue={watched?.values.watch ?? project.watch ?? "off"}
            error={watched?.errors.watch}
          />
          <SubmitButton pendingLabel={copy.watchSaving} className="sm:w-auto sm:self-start">
            {copy.watchSave}
          </SubmitButton>
        </PanelForm>
        <PanelForm
          id={RENAME_FORM}
          title={copy.renameHeading}
          description={copy.renameText}
          intent="rename"
          reply={renamed}
        >
          <TextField
            label={copy.name}
            name="name"
            required
            maxLength={80}
            key={project.name}
            defaultValue={renamed?.values.name ?? project.name}
            error={renamed?.errors.name}
          />
          <SubmitButton pendingLabel={copy.renaming} className="sm:w-auto sm:self-start">
            {copy.rename}
          </SubmitButton>
        </PanelForm>
        <DeletePanel copy={copy} />
      </div>
    </AccountPage>
  );
}
