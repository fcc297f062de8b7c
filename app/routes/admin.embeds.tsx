import "~/shared-chunk";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { AccountPage } from "~/components/account/account-page";
import { DataTable, type Column } from "~/components/account/data-table";
import { EmptyState } from "~/components/account/empty-state";
import { PanelForm } from "~/components/account/panel-form";
import { WidgetFields } from "~/components/admin/widget-fields";
import { SubmitButton } from "~/components/forms/submit-button";
import { buttonClass } from "~/components/ui/button";
import { Badge } from "~/components/ui/card";
import { embedsCopy as copy, widgetKindLabels } from "~/content/widgets";
import { adminPages } from "~/content/account-pages";
import { requireAdmin } from "~/lib/auth/guards.server";
import { readForm } from "~/lib/http/form-data";
import { siteOrigin } from "~/lib/http/site-origin.server";
import { privateMeta } from "~/lib/seo/meta";
import { formatDate } from "~/lib/ui/dates";
import { embedSnippet, widgetPreviewPath, type Widget } from "~/lib/widgets/widget";
import { parseWidgetForm } from "~/lib/widgets/widget-form.server";
import { createWidget, listWidgets } from "~/lib/widgets/widgets.server";
import { accountFrame } from "~/components/account/account-frame";

/** Every widget with its preview link and the snippet to paste. Queries: 1. */

export const handle = accountFrame;
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
const NEW_FORM = "new-widget";

export const meta: MetaFunction = () => privateMeta(page.title);

const columns: Column<Widget>[] = [
  {
    key: "name",
    header: copy.columns.name,
    rowHeader: true,
    cell: (widget) => (
      <Link
        to={`/admin/embeds/${widget.id}`}
        className="font-semibold text-fg underline-offset-4 hover:text-accent hover:underline"
      >
        {widget.name}
      </Link>
    ),
  },
  {
    key: "kind",
    header: copy.columns.kind,
    nowrap: true,
    cell: (widget) => <Badge tone="neutral">{widgetKindLabels[widget.kind]}</Badge>,
  },
  {
    key: "origins",
    header: copy.columns.origins,
    cell: (widget) =>
      widget.allowedOrigins.length === 0 ? (
        <span className="text-fg-subtle">{copy.anySite}</span>
      ) : (
        <span title={widget.allowedOrigins.join("\n")}>
          {widget.allowedOrigins[0]}
          {widget.allowedOrigins.length > 1 ? ` +${widget.allowedOrigins.length - 1}` : null}
        </span>
      ),
  },
  {
    key: "updated",
    header: copy.columns.updated,
    nowrap: true,
    cell: (widget) => <time dateTime={widget.updatedAt}>{formatDate(widget.updatedAt)}</time>,
  },
  {
    key: "actions",
    header: copy.columns.actions,
    hideHeader: true,
    align: "end",
    nowrap: true,
    cell: (widget) => (
      <span className="inline-flex gap-1">
        <a href={widgetPreviewPath(widget.id)} className={buttonClass({ variant: "ghost", size: "sm" })}>
          {copy.preview}
          <span className="sr-only">: {widget.name}</span>
        </a>
        <Link to={`/admin/embeds/${widget.id}`} className={buttonClass({ variant: "outline", size: "sm" })}>
          {copy.edit}
          <span className="sr-only">: {widget.name}</span>
        </Link>
      </span>
    ),
  },
];

/** The widgets as a table (each opens to its snippet and settings), and the form that adds one. */
export default function Embeds() {
  const { widgets } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <AccountPage
      title={page.title}
      description={page.description}
      actions={
        <a href={`#${NEW_FORM}`} className={buttonClass()}>
          {copy.newHeading}
        </a>
      }
    >
      <DataTable
        caption={copy.caption}
        columns={columns}
        rows={widgets}
        rowKey={(widget) => widget.id}
        minWidth="48rem"
        empty={<EmptyState copy={page.empty} />}
      />
      <PanelForm id={NEW_FORM} title={copy.newHeading} description={copy.newText} reply={reply}>
        <WidgetFields values={reply?.values ?? {}} errors={reply?.errors ?? {}} />
        <SubmitButton pendingLabel={copy.creating} className="sm:w-auto sm:self-start">
          {copy.create}
        </SubmitButton>
      </PanelForm>
    </AccountPage>
  );
}
