import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { AccountPage } from "~/components/account/account-page";
import { FormAlert } from "~/components/forms/form-alert";
import { TextField } from "~/components/forms/text-field";
import { dashboardPage } from "~/content/account-pages";
import { requireViewer } from "~/lib/auth/guards.server";
import { readForm } from "~/lib/http/form-data";
import { projectAction } from "~/lib/projects/project-actions.server";
import { listProjects } from "~/lib/projects/projects.server";
import { privateMeta } from "~/lib/seo/meta";

/** The viewer's projects with their recent audits. Queries: 1. */
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

export const meta: MetaFunction = () => privateMeta(page.title);

/** Minimal markup: the designed dashboard replaces it, keeping the field names and intents. */
export default function Dashboard() {
  const { projects } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const created = reply?.intent === "create" ? reply : undefined;
  return (
    <AccountPage title="Dashboard">
      <h2>Your projects</h2>
      <ul aria-label="Projects">
        {projects.map((project) => (
          <li key={project.id}>
            <Link to={`/project/${project.id}`}>{project.name}</Link> {project.url}
            <ul aria-label={`Recent audits of ${project.name}`}>
              {project.audits.map((audit) => (
                <li key={audit.id}>
                  {audit.createdAt} {audit.url}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <h2>Add a project</h2>
      <Form method="post" aria-label="Add a project">
        {created?.formError ? <FormAlert tone="error">{created.formError}</FormAlert> : null}
        <input type="hidden" name="intent" value="create" />
        <TextField
          label="Project name"
          name="name"
          required
          maxLength={80}
          defaultValue={created?.values.name}
          error={created?.errors.name}
        />
        <TextField label="Website" name="url" required defaultValue={created?.values.url} error={created?.errors.url} />
        <button type="submit">Add project</button>
      </Form>
    </AccountPage>
  );
}
