import "~/shared-chunk";
import { ProofListPage } from "~/components/admin/proof-pages";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { accountFrame } from "~/components/account/account-frame";
import { type Column } from "~/components/account/data-table";
import { TestimonialFields } from "~/components/admin/testimonial-fields";
import { buttonClass } from "~/components/ui/button";
import { Badge } from "~/components/ui/card";
import { proofCopy as copy, proofPage as page } from "~/content/proof";
import { requireAdmin } from "~/lib/auth/guards.server";
import { readForm } from "~/lib/http/form-data";
import { testimonialPlaces } from "~/lib/proof/testimonial-schema";
import { parseTestimonialForm, refusedByTable } from "~/lib/proof/testimonial-form.server";
import { testimonialsTable, type StoredTestimonial } from "~/lib/proof/testimonials.server";
import { privateMeta } from "~/lib/seo/meta";
import { formatDate } from "~/lib/ui/dates";

/** Every testimonial, in the order the site shows them. Queries: 1. */

export const handle = accountFrame;
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return { testimonials: await testimonialsTable.list(context) };
}

/** Adds a testimonial, then opens its page. Queries: 1. */
export async function action({ request, context }: ActionFunctionArgs) {
  await requireAdmin(request, context);
  const form = await readForm(request);
  const parsed = parseTestimonialForm(form);
  if (!parsed.ok) return parsed.reply;
  const created = await testimonialsTable.create(context, request, parsed.data);
  if (typeof created === "string") return refusedByTable(form, created);
  return redirect(`/admin/proof/${created.id}`);
}

export const meta: MetaFunction = () => privateMeta(page.title);

const placeLabel = (planId: string | null) =>
  testimonialPlaces.find((place) => place.value === (planId ?? ""))?.label ?? planId ?? "";

const columns: Column<StoredTestimonial>[] = [
  {
    key: "client",
    header: copy.columns.client,
    rowHeader: true,
    cell: (t) => (
      <span className="block min-w-0">
        <Link
          to={`/admin/proof/${t.id}`}
          className="font-semibold text-fg underline-offset-4 hover:text-accent hover:underline"
        >
          {t.name}
        </Link>
        <span className="block text-fg-muted">{[t.role, t.company].filter(Boolean).join(", ")}</span>
      </span>
    ),
  },
  {
    key: "quote",
    header: copy.columns.quote,
    cell: (t) => <span className="line-clamp-2 max-w-md text-fg-muted">{t.quote}</span>,
  },
  { key: "rating", header: copy.columns.rating, nowrap: true, cell: (t) => copy.stars(t.rating) },
  { key: "shownOn", header: copy.columns.shownOn, cell: (t) => placeLabel(t.plan_id) },
  {
    key: "status",
    header: copy.columns.status,
    nowrap: true,
    cell: (t) => (
      <span className="inline-flex flex-wrap gap-1">
        <Badge tone={t.published ? "success" : "neutral"}>{t.published ? copy.published : copy.draft}</Badge>
        {t.illustrative ? <Badge tone="warning">{copy.illustrative}</Badge> : null}
      </span>
    ),
  },
  {
    key: "updated",
    header: copy.columns.updated,
    nowrap: true,
    cell: (t) => <time dateTime={t.updated_at}>{formatDate(t.updated_at)}</time>,
  },
  {
    key: "actions",
    header: copy.columns.actions,
    hideHeader: true,
    align: "end",
    nowrap: true,
    cell: (t) => (
      <Link to={`/admin/proof/${t.id}`} className={buttonClass({ variant: "outline", size: "sm" })}>
        {copy.edit}
        <span className="sr-only">: {t.name}</span>
      </Link>
    ),
  },
];

/** The testimonials as a table (each opens to its form), and the form that adds one. */
export default function Proof() {
  const { testimonials } = useLoaderData<typeof loader>();
  return (
    <ProofListPage
      tab="/admin/proof"
      description={page.description}
      copy={{ ...copy, empty: page.empty }}
      columns={columns}
      rows={testimonials}
      rowKey={(t) => t.id}
      minWidth="56rem"
      reply={useActionData<typeof action>()}
      fields={TestimonialFields}
    />
  );
}
