import "~/shared-chunk";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { accountFrame } from "~/components/account/account-frame";
import { AccountPage } from "~/components/account/account-page";
import { DeletePanel } from "~/components/account/delete-panel";
import { PanelForm } from "~/components/account/panel-form";
import { CaseStudyFigureFields } from "~/components/admin/case-study-figure-fields";
import { SubmitButton } from "~/components/forms/submit-button";
import { figureCopy as copy } from "~/content/proof";
import { EDGE_TTL_SECONDS } from "~/lib/http/cache-control";
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

const EDIT_FORM = "figure";

/** The form, then deleting it. */
export default function CaseStudyFigurePage() {
  const { figure, values } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <AccountPage title={figure.label} description={figure.client_name} back={copy.back}>
      <PanelForm
        id={EDIT_FORM}
        title={copy.editHeading}
        description={copy.editText(Math.round(EDGE_TTL_SECONDS / 60))}
        reply={reply}
      >
        <CaseStudyFigureFields id={EDIT_FORM} values={reply?.values ?? values} errors={reply?.errors ?? {}} />
        <SubmitButton name="intent" value="save" pendingLabel={copy.saving} className="sm:w-auto sm:self-start">
          {copy.save}
        </SubmitButton>
      </PanelForm>
      <DeletePanel copy={copy} />
    </AccountPage>
  );
}
