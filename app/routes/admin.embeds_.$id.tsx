import "~/shared-chunk";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AccountPage } from "~/components/account/account-page";
import { DeletePanel } from "~/components/account/delete-panel";
import { Panel } from "~/components/account/panel";
import { PanelForm } from "~/components/account/panel-form";
import { EmbedSnippet } from "~/components/admin/embed-snippet";
import { WidgetFields } from "~/components/admin/widget-fields";
import { SubmitButton } from "~/components/forms/submit-button";
import { buttonClass } from "~/components/ui/button";
import { embedsCopy as copy, widgetKindLabels } from "~/content/widgets";
import { requireAdmin } from "~/lib/auth/guards.server";
import { formText, readForm } from "~/lib/http/form-data";
import { notFound } from "~/lib/http/not-found.server";
import { siteOrigin } from "~/lib/http/site-origin.server";
import { privateMeta } from "~/lib/seo/meta";
import { embedSnippet, widgetPreviewPath } from "~/lib/widgets/widget";
import { parseWidgetForm, widgetFormValues } from "~/lib/widgets/widget-form.server";
import { deleteWidget, getWidget, updateWidget } from "~/lib/widgets/widgets.server";
import { accountFrame } from "~/components/account/account-frame";

/** One widget: its form, preview link and snippet. Queries: 1. */

export const handle = accountFrame;
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

const SETTINGS_FORM = "settings";

/** The snippet first (what an admin comes for), then the settings, then deleting it. */
export default function EmbedPage() {
  const { widget, values, snippet } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <AccountPage
      title={widget.name}
      description={widgetKindLabels[widget.kind]}
      back={copy.back}
      actions={
        <a href={widgetPreviewPath(widget.id)} className={buttonClass({ variant: "outline" })}>
          {copy.preview}
        </a>
      }
    >
      <Panel title={copy.snippetHeading} description={copy.snippetText}>
        <EmbedSnippet snippet={snippet} />
      </Panel>
      <PanelForm id={SETTINGS_FORM} title={copy.settingsHeading} description={copy.settingsText} reply={reply}>
        <WidgetFields values={reply?.values ?? values} errors={reply?.errors ?? {}} />
        <SubmitButton name="intent" value="save" pendingLabel={copy.saving} className="sm:w-auto sm:self-start">
          {copy.save}
        </SubmitButton>
      </PanelForm>
      <DeletePanel copy={copy} />
    </AccountPage>
  );
}
