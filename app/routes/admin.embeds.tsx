import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { AccountPage } from "~/components/account/account-page";
import { WidgetFields } from "~/components/admin/widget-fields";
import { FormAlert } from "~/components/forms/form-alert";
import { widgetKindLabels } from "~/content/widgets";
import { adminPages } from "~/content/account-pages";
import { requireAdmin } from "~/lib/auth/guards.server";
import { readForm } from "~/lib/http/form-data";
import { siteOrigin } from "~/lib/http/site-origin.server";
import { privateMeta } from "~/lib/seo/meta";
import { embedSnippet, widgetPreviewPath } from "~/lib/widgets/widget";
import { parseWidgetForm } from "~/lib/widgets/widget-form.server";
import { createWidget, listWidgets } from "~/lib/widgets/widgets.server";

/** Every widget with its preview link and the snippet to paste. Queries: 1. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const origin = siteOrigin(request, context.env);
  const widgets = await listWidgets(context);
  return { widgets: widgets.map((widget) => ({ ...widget, snippet: embedSnippet(origin, widget) })) };
}

/** Creates a widget, then opens it. Queries: 1. */
export async function action({ request, context }: ActionFunctionArgs) {
  await requireAdmin(request, context);
  const parsed = parseWidgetForm(await readForm(request));
  if (!parsed.ok) return parsed.reply;
  const id = await createWidget(context, parsed.data);
  return redirect(`/admin/embeds/${id}`);
}

const page = adminPages.embeds;

export const meta: MetaFunction = () => privateMeta(page.title);

/** Minimal markup: the designed page replaces it, keeping the field names. */
export default function Embeds() {
  const { widgets } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <AccountPage title="Embeds">
      <ul aria-label="Widgets">
        {widgets.map((widget) => (
          <li key={widget.id}>
            <Link to={`/admin/embeds/${widget.id}`}>{widget.name}</Link> ({widgetKindLabels[widget.kind]}) ·{" "}
            <a href={widgetPreviewPath(widget.id)}>Preview</a>
            <pre>{widget.snippet}</pre>
          </li>
        ))}
      </ul>
      <h2>New widget</h2>
      <Form method="post" aria-label="New widget">
        {reply?.formError ? <FormAlert tone="error">{reply.formError}</FormAlert> : null}
        <WidgetFields values={reply?.values ?? {}} errors={reply?.errors ?? {}} />
        <button type="submit">Create widget</button>
      </Form>
    </AccountPage>
  );
}
