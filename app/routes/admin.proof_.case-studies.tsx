import "~/shared-chunk";
import { ProofListPage } from "~/components/admin/proof-pages";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { accountFrame } from "~/components/account/account-frame";
import { type Column } from "~/components/account/data-table";
import { CaseStudyFigureFields } from "~/components/admin/case-study-figure-fields";
import { buttonClass } from "~/components/ui/button";
import { Badge } from "~/components/ui/card";
import { formatFigure } from "~/components/visuals/before-after-chart.markup";
import { figureCopy as copy, proofCopy, proofPage } from "~/content/proof";
import { requireAdmin } from "~/lib/auth/guards.server";
import { readForm } from "~/lib/http/form-data";
import { caseStudyChoices, caseStudyFigureSchema } from "~/lib/proof/case-study-figure-schema";
import { parseProofForm, refusedProofForm } from "~/lib/proof/proof-form.server";
import { caseStudyFiguresTable, type StoredCaseStudyFigure } from "~/lib/proof/records.server";
import { privateMeta } from "~/lib/seo/meta";
import { formatDate } from "~/lib/ui/dates";

/** Every case study figure, by case study, in the order the site shows them. Queries: 1. */

export const handle = accountFrame;
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const figures = await caseStudyFiguresTable.list(context);
  const order = caseStudyChoices.map((choice) => choice.value);
  return { figures: figures.toSorted((a, b) => order.indexOf(a.case_study) - order.indexOf(b.case_study)) };
}

/** Adds a figure, then opens its page. Queries: 1. */
export async function action({ request, context }: ActionFunctionArgs) {
  await requireAdmin(request, context);
  const form = await readForm(request);
  const schema = caseStudyFigureSchema({ illustrative: false });
  const parsed = parseProofForm(schema, form);
  if (!parsed.ok) return parsed.reply;
  const created = await caseStudyFiguresTable.create(context, request, parsed.data);
  if (typeof created === "string") return refusedProofForm(schema, form);
  return redirect(`/admin/proof/case-studies/${created.id}`);
}

export const meta: MetaFunction = () => privateMeta(`${proofPage.title}: ${copy.title}`);

const studyTitle = (slug: string) => caseStudyChoices.find((choice) => choice.value === slug)?.label ?? slug;

const columns: Column<StoredCaseStudyFigure>[] = [
  {
    key: "figure",
    header: copy.columns.figure,
    rowHeader: true,
    cell: (figure) => (
      <Link
        to={`/admin/proof/case-studies/${figure.id}`}
        className="font-semibold text-fg underline-offset-4 hover:text-accent hover:underline"
      >
        {figure.label}
      </Link>
    ),
  },
  {
    key: "change",
    header: copy.columns.change,
    nowrap: true,
    cell: (figure) => `${formatFigure(figure, figure.before)} → ${formatFigure(figure, figure.after)}`,
  },
  { key: "client", header: copy.columns.client, cell: (figure) => figure.client_name },
  {
    key: "caseStudy",
    header: copy.columns.caseStudy,
    cell: (figure) => <span className="text-fg-muted">{studyTitle(figure.case_study)}</span>,
  },
  {
    key: "status",
    header: copy.columns.status,
    nowrap: true,
    cell: (figure) => (
      <span className="inline-flex flex-wrap gap-1">
        <Badge tone={figure.published ? "success" : "neutral"}>
          {figure.published ? proofCopy.published : proofCopy.draft}
        </Badge>
        {figure.illustrative ? <Badge tone="warning">{proofCopy.illustrative}</Badge> : null}
      </span>
    ),
  },
  {
    key: "updated",
    header: copy.columns.updated,
    nowrap: true,
    cell: (figure) => <time dateTime={figure.updated_at}>{formatDate(figure.updated_at)}</time>,
  },
  {
    key: "actions",
    header: copy.columns.actions,
    hideHeader: true,
    align: "end",
    nowrap: true,
    cell: (figure) => (
      <Link to={`/admin/proof/case-studies/${figure.id}`} className={buttonClass({ variant: "outline", size: "sm" })}>
        {proofCopy.edit}
        <span className="sr-only">: {figure.label}</span>
      </Link>
    ),
  },
];

/** The figures as a table (each opens to its form), and the form that adds one. */
export default function CaseStudyFigures() {
  const { figures } = useLoaderData<typeof loader>();
  return (
    <ProofListPage
      tab="/admin/proof/case-studies"
      description={copy.description}
      copy={copy}
      columns={columns}
      rows={figures}
      rowKey={(figure) => figure.id}
      minWidth="56rem"
      reply={useActionData<typeof action>()}
      fields={CaseStudyFigureFields}
    />
  );
}
