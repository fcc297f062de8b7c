import "~/shared-chunk";
import { ProofListPage } from "~/components/admin/proof-pages";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { accountFrame } from "~/components/account/account-frame";
import { type Column } from "~/components/account/data-table";
import { ClientLogoFields } from "~/components/admin/client-logo-fields";
import { buttonClass } from "~/components/ui/button";
import { Badge } from "~/components/ui/card";
import { logoCopy as copy, proofCopy, proofPage } from "~/content/proof";
import { requireAdmin } from "~/lib/auth/guards.server";
import { readForm } from "~/lib/http/form-data";
import { clientLogoSchema } from "~/lib/proof/client-logo-schema";
import { parseProofForm, refusedProofForm } from "~/lib/proof/proof-form.server";
import { clientLogosTable, type StoredClientLogo } from "~/lib/proof/records.server";
import { privateMeta } from "~/lib/seo/meta";
import { formatDate } from "~/lib/ui/dates";

/** Every client logo, in the order the strip shows them. Queries: 1. */

export const handle = accountFrame;
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return { logos: await clientLogosTable.list(context) };
}

/** Adds a logo, then opens its page. Queries: 1. */
export async function action({ request, context }: ActionFunctionArgs) {
  await requireAdmin(request, context);
  const form = await readForm(request);
  const parsed = parseProofForm(clientLogoSchema, form);
  if (!parsed.ok) return parsed.reply;
  const created = await clientLogosTable.create(context, request, parsed.data);
  if (typeof created === "string") return refusedProofForm(clientLogoSchema, form);
  return redirect(`/admin/proof/logos/${created.id}`);
}

export const meta: MetaFunction = () => privateMeta(`${proofPage.title}: ${copy.title}`);

const columns: Column<StoredClientLogo>[] = [
  {
    key: "logo",
    header: copy.columns.logo,
    // The admin's own address, shown as the site would show it; its name is the next cell.
    cell: (logo) => <img src={logo.image_url} alt="" className="h-8" />,
  },
  {
    key: "client",
    header: copy.columns.client,
    rowHeader: true,
    cell: (logo) => (
      <Link
        to={`/admin/proof/logos/${logo.id}`}
        className="font-semibold text-fg underline-offset-4 hover:text-accent hover:underline"
      >
        {logo.name}
      </Link>
    ),
  },
  { key: "link", header: copy.columns.link, cell: (logo) => <span className="break-all">{logo.link_url ?? ""}</span> },
  {
    key: "status",
    header: copy.columns.status,
    nowrap: true,
    cell: (logo) => (
      <Badge tone={logo.published ? "success" : "neutral"}>
        {logo.published ? proofCopy.published : proofCopy.draft}
      </Badge>
    ),
  },
  {
    key: "updated",
    header: copy.columns.updated,
    nowrap: true,
    cell: (logo) => <time dateTime={logo.updated_at}>{formatDate(logo.updated_at)}</time>,
  },
  {
    key: "actions",
    header: copy.columns.actions,
    hideHeader: true,
    align: "end",
    nowrap: true,
    cell: (logo) => (
      <Link to={`/admin/proof/logos/${logo.id}`} className={buttonClass({ variant: "outline", size: "sm" })}>
        {proofCopy.edit}
        <span className="sr-only">: {logo.name}</span>
      </Link>
    ),
  },
];

/** The logos as a table (each opens to its form), and the form that adds one. */
export default function ClientLogos() {
  const { logos } = useLoaderData<typeof loader>();
  return (
    <ProofListPage
      tab="/admin/proof/logos"
      description={copy.description}
      copy={copy}
      columns={columns}
      rows={logos}
      rowKey={(logo) => logo.id}
      minWidth="44rem"
      reply={useActionData<typeof action>()}
      fields={ClientLogoFields}
    />
  );
}
