import "~/shared-chunk";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { accountFrame } from "~/components/account/account-frame";
import { AccountPage } from "~/components/account/account-page";
import { DataTable, type Column } from "~/components/account/data-table";
import { Badge } from "~/components/ui/card";
import { launchPage as copy } from "~/content/launch";
import { requireAdmin } from "~/lib/auth/guards.server";
import { launchChecklist, type LaunchItem } from "~/lib/launch/checklist";
import { launchFacts } from "~/lib/launch/launch-facts.server";
import { privateMeta } from "~/lib/seo/meta";

/** What must be real before launch, each done or missing (ADR 079). Queries: 1. */

export const handle = accountFrame;
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return { items: launchChecklist(await launchFacts(context)) };
}

export const meta: MetaFunction = () => privateMeta(copy.title);

const columns: Column<LaunchItem>[] = [
  { key: "item", header: copy.columns.item, rowHeader: true, cell: (item) => item.label },
  {
    key: "state",
    header: copy.columns.state,
    nowrap: true,
    cell: (item) =>
      item.state === "done" ? <Badge tone="success">{copy.done}</Badge> : <Badge tone="warning">{copy.missing}</Badge>,
  },
  { key: "detail", header: copy.columns.detail, cell: (item) => <span className="text-fg-muted">{item.detail}</span> },
  {
    key: "where",
    header: copy.columns.where,
    cell: (item) =>
      item.where.href ? (
        <Link
          to={item.where.href}
          className="font-medium text-fg underline underline-offset-4 hover:text-accent"
          aria-label={`${item.where.label}: ${item.label}`}
        >
          {item.where.label}
        </Link>
      ) : (
        <span className="text-fg-muted">{item.where.label}</span>
      ),
  },
];

export default function Launch() {
  const { items } = useLoaderData<typeof loader>();
  const missing = items.filter((item) => item.state === "missing").length;
  return (
    <AccountPage title={copy.title} description={copy.description}>
      <p role="status" className="text-sm font-semibold text-fg">
        {copy.summary(missing, items.length)}
      </p>
      <DataTable caption={copy.caption} columns={columns} rows={items} rowKey={(item) => item.id} minWidth="48rem" />
      <p className="measure text-sm text-fg-muted">{copy.deployNote}</p>
    </AccountPage>
  );
}
