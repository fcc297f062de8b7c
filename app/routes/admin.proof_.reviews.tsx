import "~/shared-chunk";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { accountFrame } from "~/components/account/account-frame";
import { AccountPage } from "~/components/account/account-page";
import { DataTable, type Column } from "~/components/account/data-table";
import { ProofTabs } from "~/components/admin/proof-tabs";
import { buttonClass } from "~/components/ui/button";
import { Badge } from "~/components/ui/card";
import { reviewsPage as copy } from "~/content/launch";
import { site } from "~/content/site";
import { requireAdmin } from "~/lib/auth/guards.server";
import { listFigures, type FiguresEntry } from "~/lib/proof/review-figures.server";
import { privateMeta } from "~/lib/seo/meta";
import { formatDay } from "~/lib/ui/dates";

/** The site-wide review figures and every office's address and figures (ADR 079). Queries: 1. */

export const handle = accountFrame;
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return { entries: await listFigures(context, `${site.name}: ${copy.company}`) };
}

export const meta: MetaFunction = () => privateMeta(copy.title);

const editHref = (entry: FiguresEntry) => `/admin/proof/reviews/${entry.key}`;

const columns: Column<FiguresEntry>[] = [
  {
    key: "office",
    header: copy.columns.office,
    rowHeader: true,
    cell: (entry) => (
      <Link to={editHref(entry)} className="font-semibold text-fg underline-offset-4 hover:text-accent hover:underline">
        {entry.name}
      </Link>
    ),
  },
  {
    key: "address",
    header: copy.columns.address,
    cell: (entry) =>
      entry.key === "company" ? null : entry.streetAddress ? (
        entry.streetAddress
      ) : (
        <Badge tone="warning">{copy.noAddress}</Badge>
      ),
  },
  {
    key: "rating",
    header: copy.columns.rating,
    nowrap: true,
    align: "end",
    cell: (entry) => entry.reviews.rating.toFixed(1),
  },
  { key: "reviews", header: copy.columns.reviews, nowrap: true, align: "end", cell: (entry) => entry.reviews.count },
  {
    key: "confirmed",
    header: copy.columns.confirmed,
    nowrap: true,
    cell: (entry) =>
      entry.reviews.confirmedOn ? (
        <Badge tone="success">{formatDay(entry.reviews.confirmedOn)}</Badge>
      ) : (
        <Badge tone="warning">{copy.notConfirmed}</Badge>
      ),
  },
  {
    key: "actions",
    header: copy.columns.actions,
    hideHeader: true,
    align: "end",
    nowrap: true,
    cell: (entry) => (
      <Link to={editHref(entry)} className={buttonClass({ variant: "outline", size: "sm" })}>
        {copy.edit}
        <span className="sr-only">: {entry.name}</span>
      </Link>
    ),
  },
];

export default function Reviews() {
  const { entries } = useLoaderData<typeof loader>();
  return (
    <AccountPage title={copy.title} description={copy.description}>
      <ProofTabs current="/admin/proof/reviews" />
      <DataTable
        caption={copy.caption}
        columns={columns}
        rows={entries}
        rowKey={(entry) => entry.key}
        minWidth="48rem"
      />
    </AccountPage>
  );
}
