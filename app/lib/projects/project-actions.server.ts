import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { projectMessages } from "~/content/projects";
import { parseForm } from "../forms/parse";
import { formReply } from "../forms/reply.server";
import { formText } from "../http/form-data";
import { notFound } from "../http/not-found.server";
import {
  newProjectSchema,
  renameProjectSchema,
  watchProjectSchema,
  type ProjectField,
  type WatchField,
} from "./project-schema";
import { createProject, deleteProject, renameProject, setWatch } from "./projects.server";

/**
 * The project forms of /dashboard and /project/{id}, by intent: `create` (name, url), `rename`
 * (id, name), `watch` (id, watch: off, weekly or daily; at most 5 watched), `delete` (id). Each makes one query with the viewer's session; a project that is not
 * the viewer's is a 404, as on its page. `afterDelete` is where a deleted project's page goes.
 */
export async function projectAction(request: Request, context: AppLoadContext, form: FormData, afterDelete: string) {
  const intent = formText(form, "intent");
  const id = formText(form, "id");
  if (intent === "delete") {
    if (!(await deleteProject(context, id))) throw notFound(request);
    return redirect(afterDelete);
  }
  if (intent === "rename") {
    const parsed = parseForm(renameProjectSchema, form);
    if (!parsed.ok) {
      return formReply<ProjectField, "rename">(400, {
        intent: "rename",
        formError: projectMessages.fixErrors,
        errors: parsed.errors,
        values: parsed.values,
      });
    }
    if (!(await renameProject(context, id, parsed.data.name))) throw notFound(request);
    return formReply<ProjectField, "rename">(200, {
      intent: "rename",
      notice: projectMessages.renamed,
      errors: {},
      values: {},
    });
  }
  if (intent === "watch") {
    const parsed = parseForm(watchProjectSchema, form);
    const refuse = (status: number, formError: string) =>
      formReply<WatchField, "watch">(status, {
        intent: "watch",
        formError,
        errors: parsed.ok ? {} : parsed.errors,
        values: parsed.values,
      });
    if (!parsed.ok) return refuse(400, projectMessages.fixErrors);
    const watch = parsed.data.watch === "off" ? null : parsed.data.watch;
    const saved = await setWatch(context, id, watch);
    if (saved === "gone") throw notFound(request);
    // The account's other watched projects stand in the way: a conflict, not a mistake in the form.
    if (saved === "cap") return refuse(409, projectMessages.watchCap);
    const notice = watch ? projectMessages.watchOn(watch) : projectMessages.watchOff;
    return formReply<WatchField, "watch">(200, { intent: "watch", notice, errors: {}, values: {} });
  }
  const parsed = parseForm(newProjectSchema, form);
  if (!parsed.ok) {
    return formReply<ProjectField, "create">(400, {
      intent: "create",
      formError: projectMessages.fixErrors,
      errors: parsed.errors,
      values: parsed.values,
    });
  }
  const created = await createProject(context, parsed.data);
  return redirect(`/project/${created}`);
}
