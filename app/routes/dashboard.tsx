import "~/shared-chunk";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { AccountPage } from "~/components/account/account-page";
import { AuditScore } from "~/components/account/audit-score";
import { EmptyState } from "~/components/account/empty-state";
import { PanelForm } from "~/components/account/panel-form";
import { SubmitButton } from "~/components/forms/submit-button";
import { TextField } from "~/components/forms/text-field";
import { buttonClass } from "~/components/ui/button";
import { Badge } from "~/components/ui/card";
import { ContentIcon } from "~/components/ui/content-icon";
import { UiIcon } from "~/components/ui/ui-icon";
import { dashboardCopy as copy, dashboardPage } from "~/content/account-pages";
import { requireViewer } from "~/lib/auth/guards.server";
import { readForm } from "~/lib/http/form-data";
import { projectAction } from "~/lib/projects/project-actions.server";
import { listProjects } from "~/lib/projects/projects.server";
import { fell } from "~/lib/projects/watch";
import { privateMeta } from "~/lib/seo/meta";
import { formatDate } from "~/lib/ui/dates";
import { accountFrame } from "~/components/account/account-frame";

/** The viewer's projects with their recent audits. Queries: 1. */

export const handle = accountFrame;
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireViewer(request, context);
  return { projects: await listProjects(context) };
}

/** Adds (then opens), renames or deletes a project. Queries: 1. */
export async function action({ request, context }: ActionFunctionArgs) {
  await requireViewer(request, context);
  return projectAction(request, context, await readForm(request), "/dashboard");
}

const page = dashboardPage;
const ADD_FORM = "add-project";

export const meta: MetaFunction = () => privateMeta(page.title);

type ProjectCardData = ReturnType<typeof useLoaderData<typeof loader>>["projects"][number];

/** The projects as cards with their latest audits; the form that adds one under them. */
export default function Dashboard() {
  const { projects } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const created = reply?.intent === "create" ? reply : undefined;
  return (
    <AccountPage
      title={page.title}
      description={page.description}
      actions={
        <a href={`#${ADD_FORM}`} className={buttonClass()}>
          {copy.addHeading}
        </a>
      }
    >
      {projects.length === 0 && page.empty ? (
        <EmptyState copy={page.empty} />
      ) : (
        <section aria-labelledby="projects-heading" className="flex flex-col gap-4">
          <h2 id="projects-heading" className="text-sm font-medium text-fg-muted">
            {copy.projectsHeading} · {copy.count(projects.length)}
          </h2>
          <ul className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3">
            {projects.map((project) => (
              <ProjectCard key={project.id} project={project} />
            ))}
          </ul>
        </section>
      )}
      <PanelForm id={ADD_FORM} title={copy.addHeading} description={copy.addText} intent="create" reply={created}>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={copy.name}
            name="name"
            required
            maxLength={80}
            defaultValue={created?.values.name}
            error={created?.errors.name}
          />
          <TextField
            label={copy.url}
            name="url"
            required
            inputMode="url"
            hint={copy.urlHint}
            defaultValue={created?.values.url}
            error={created?.errors.url}
          />
        </div>
        <SubmitButton pendingLabel={copy.adding} className="sm:w-auto sm:self-start">
          {copy.add}
        </SubmitButton>
      </PanelForm>
    </AccountPage>
  );
}

function ProjectCard({ project }: { project: ProjectCardData }) {
  return (
    <li className="group relative flex min-w-0 flex-col rounded-card border border-border bg-surface-raised p-5 transition-colors hover:border-border-strong">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-base font-semibold text-fg">
            {/* The whole card is the link's target area; the name is its text. */}
            <Link to={`/project/${project.id}`} className="after:absolute after:inset-0 after:rounded-card">
              {project.name}
            </Link>
          </h3>
          <p className="mt-0.5 truncate font-mono text-xs text-fg-muted">{project.url}</p>
        </div>
        <UiIcon name="chevron-right" className="mt-1 size-4 text-fg-subtle group-hover:text-accent" />
      </div>
      {project.watch ? <WatchLine project={project} /> : null}
      <h4 className="mt-5 text-xs font-medium tracking-wide text-fg-subtle uppercase">{copy.recentAudits}</h4>
      {project.audits.length === 0 ? (
        <p className="mt-2 text-sm text-fg-muted">{copy.noAudits}</p>
      ) : (
        <ul aria-label={`${copy.recentAudits}: ${project.name}`} className="mt-2 divide-y divide-border text-sm">
          {project.audits.slice(0, 3).map((audit) => (
            <li key={audit.id} className="flex items-center gap-3 py-2">
              <span className="min-w-0 flex-1 truncate text-fg">{audit.url}</span>
              <AuditScore score={audit.score} none={copy.noScore} />
              <time dateTime={audit.createdAt} className="shrink-0 text-fg-muted">
                {formatDate(audit.createdAt)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** A watched project's latest scheduled check: its score, and a mark when the site got worse (ADR 068). */
function WatchLine({ project }: { project: ProjectCardData }) {
  const latest = project.checks[0];
  const worse = latest?.status === "ok" && fell(latest.changes);
  return (
    <p className="mt-4 flex flex-wrap items-center gap-2 text-sm text-fg-muted">
      <ContentIcon name="line-chart" className="size-4 text-fg-subtle" />
      {latest ? (
        <>
          {copy.latestCheck}
          <AuditScore score={latest.score} none={copy.checkFailed} />
          {worse ? <Badge tone="danger">{copy.fell}</Badge> : null}
        </>
      ) : (
        copy.watchedNoCheck(project.watch === "daily")
      )}
    </p>
  );
}
