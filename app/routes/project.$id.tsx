import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { AccountPage } from "~/components/account/account-page";
import { FormAlert } from "~/components/forms/form-alert";
import { TextField } from "~/components/forms/text-field";
import { AUDIT_PROJECT_FIELD } from "~/lib/audit/audit-url";
import { requireViewer } from "~/lib/auth/guards.server";
import { readForm } from "~/lib/http/form-data";
import { notFound } from "~/lib/http/not-found.server";
import { projectAction } from "~/lib/projects/project-actions.server";
import { getProject } from "~/lib/projects/projects.server";
import { privateMeta } from "~/lib/seo/meta";

/**
 * One of the viewer's projects with its recent audits. Anyone else's project, or one that does
 * not exist, is a 404: the query runs with the viewer's session, and row-level security hides
 * other users' projects. Queries: 1.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireViewer(request, context);
  const project = await getProject(context, params.id);
  if (!project) throw notFound(request);
  return { project };
}

/** Renames or deletes this project (then back to the dashboard). Queries: 1. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  await requireViewer(request, context);
  const form = await readForm(request);
  form.set("id", params.id ?? "");
  return projectAction(request, context, form, "/dashboard");
}

export const meta: MetaFunction<typeof loader> = ({ data }) => privateMeta(data?.project.name ?? "Project");

/** Minimal markup: the designed page replaces it, keeping the field names and intents. */
export default function ProjectPage() {
  const { project } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const renamed = reply?.intent === "rename" ? reply : undefined;
  return (
    <AccountPage title={project.name}>
      <p>{project.url}</p>
      <form method="post" action="/audit" target="_blank" aria-label="Audit this site">
        <input type="hidden" name="url" value={project.url} />
        <input type="hidden" name={AUDIT_PROJECT_FIELD} value={project.id} />
        <button type="submit">Audit {project.url}</button>
      </form>
      <h2>Recent audits</h2>
      <ul aria-label="Recent audits">
        {project.audits.map((audit) => (
          <li key={audit.id}>
            {audit.createdAt} {audit.url}
          </li>
        ))}
      </ul>
      <Form method="post" aria-label="Rename project">
        {renamed?.formError ? <FormAlert tone="error">{renamed.formError}</FormAlert> : null}
        {renamed?.notice ? <FormAlert tone="success">{renamed.notice}</FormAlert> : null}
        <input type="hidden" name="intent" value="rename" />
        <TextField
          label="Project name"
          name="name"
          required
          maxLength={80}
          defaultValue={project.name}
          error={renamed?.errors.name}
        />
        <button type="submit">Rename</button>
      </Form>
      <Form method="post" aria-label="Delete project">
        <button type="submit" name="intent" value="delete">
          Delete project
        </button>
      </Form>
    </AccountPage>
  );
}
