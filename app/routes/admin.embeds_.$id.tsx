import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { AccountPage } from "~/components/account/account-page";
import { WidgetFields } from "~/components/admin/widget-fields";
import { FormAlert } from "~/components/forms/form-alert";
import { requireAdmin } from "~/lib/auth/guards.server";
import { formText, readForm } from "~/lib/http/form-data";
import { notFound } from "~/lib/http/not-found.server";
import { siteOrigin } from "~/lib/http/site-origin.server";
import { privateMeta } from "~/lib/seo/meta";
import { embedSnippet, widgetPreviewPath } from "~/lib/widgets/widget";
import { parseWidgetForm, widgetFormValues } from "~/lib/widgets/widget-form.server";
import { deleteWidget, getWidget, updateWidget } from "~/lib/widgets/widgets.server";

/** One widget: its form, preview link and snippet. Queries: 1. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const widget = await getWidget(context, params.id ?? "");
  if (!widget) throw notFound(request);
  return {
    widget,
    values: widgetFormValues(widget),
    snippet: embedSnippet(siteOrigin(request, context.env), widget),
  };
}

/** `intent=save` saves the form, `intent=delete` deletes the widget (its leads keep their source). Queries: 1. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  await requireAdmin(request, context);
  const form = await readForm(request);
  const id = params.id ?? "";
  if (formText(form, "intent") === "delete") {
    if (!(await deleteWidget(context, id))) throw notFound(request);
    return redirect("/admin/embeds");
  }
  const parsed = parseWidgetForm(form);
  if (!parsed.ok) return parsed.reply;
  if (!(await updateWidget(context, id, parsed.data))) throw notFound(request);
  return redirect(`/admin/embeds/${id}`);
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  privateMeta(data ? `Widget: ${data.widget.name}` : "Widget");

/** Minimal markup: the designed page replaces it, keeping the field names and intents. */
export default function EmbedPage() {
  const { widget, values, snippet } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <AccountPage title={widget.name}>
      <p>
        <Link to="/admin/embeds">All widgets</Link> · <a href={widgetPreviewPath(widget.id)}>Preview</a>
      </p>
      <pre aria-label="Embed code">{snippet}</pre>
      <Form method="post" aria-label="Widget">
        {reply?.formError ? <FormAlert tone="error">{reply.formError}</FormAlert> : null}
        <WidgetFields values={reply?.values ?? values} errors={reply?.errors ?? {}} />
        <button type="submit" name="intent" value="save">
          Save widget
        </button>
      </Form>
      <Form method="post" aria-label="Delete widget">
        <button type="submit" name="intent" value="delete">
          Delete widget
        </button>
      </Form>
    </AccountPage>
  );
}
