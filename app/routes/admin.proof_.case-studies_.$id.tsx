import "~/shared-chunk";
import { ProofRecordPage } from "~/components/admin/proof-pages";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { accountFrame } from "~/components/account/account-frame";
import { CaseStudyFigureFields } from "~/components/admin/case-study-figure-fields";
import { figureCopy as copy } from "~/content/proof";
import { requireAdmin } from "~/lib/auth/guards.server";
import { formText, readForm } from "~/lib/http/form-data";
import { notFound } from "~/lib/http/not-found.server";
import { caseStudyFigureSchema, type CaseStudyFigureField } from "~/lib/proof/case-study-figure-schema";
import { parseProofForm, refusedProofForm } from "~/lib/proof/proof-form.server";
import { caseStudyFiguresTable, type StoredCaseStudyFigure } from "~/lib/proof/records.server";
import { privateMeta } from "~/lib/seo/meta";

const formValues = (figure: StoredCaseStudyFigure): Partial<Record<CaseStudyFigureField, string>> => ({
  caseStudy: figure.case_study,
  clientName: figure.client_name,
  label: figure.label,
  unit: figure.unit,
  before: String(figure.before),
  after: String(figure.after),
  consentDate: figure.consent_date ?? "",
  position: String(figure.position),
  published: figure.published ? "on" : "",
});

/** One case study figure and its form. Queries: 1. */

export const handle = accountFrame;
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const figure = await caseStudyFiguresTable.get(context, params.id ?? "");
  if (!figure) throw notFound(request);
  return { figure, values: formValues(figure) };
}

/**
 * `intent=save` saves the form (read first: a seeded illustrative figure may stay published without
 * a consent date), `intent=delete` deletes it. Queries: 2 to save, 1 to delete.
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  await requireAdmin(request, context);
  const form = await readForm(request);
  const id = params.id ?? "";
  if (formText(form, "intent") === "delete") {
    if (!(await caseStudyFiguresTable.remove(context, request, id))) throw notFound(request);
    return redirect(copy.back.href);
  }
  const stored = await caseStudyFiguresTable.get(context, id);
  if (!stored) throw notFound(request);
  const schema = caseStudyFigureSchema({ illustrative: stored.illustrative });
  const parsed = parseProofForm(schema, form);
  if (!parsed.ok) return parsed.reply;
  const saved = await caseStudyFiguresTable.update(context, request, id, parsed.data);
  if (saved === "missing") throw notFound(request);
  if (saved !== "saved") return refusedProofForm(schema, form);
  return redirect(copy.back.href);
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  privateMeta(data ? `${copy.editHeading}: ${data.figure.label}` : copy.editHeading);

/** The form, then deleting it. */
export default function CaseStudyFigurePage() {
  const { figure, values } = useLoaderData<typeof loader>();
  return (
    <ProofRecordPage
      title={figure.label}
      description={figure.client_name}
      copy={copy}
      values={values}
      reply={useActionData<typeof action>()}
      fields={CaseStudyFigureFields}
    />
  );
}
