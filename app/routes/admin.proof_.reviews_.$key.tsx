import "~/shared-chunk";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { accountFrame } from "~/components/account/account-frame";
import { AccountPage } from "~/components/account/account-page";
import { PanelForm } from "~/components/account/panel-form";
import { ReviewFiguresFields } from "~/components/admin/review-figures-fields";
import { SubmitButton } from "~/components/forms/submit-button";
import { reviewMessages, reviewsPage as copy } from "~/content/launch";
import { site } from "~/content/site";
import { requireAdmin } from "~/lib/auth/guards.server";
import { parseForm } from "~/lib/forms/parse";
import { formReply } from "~/lib/forms/reply.server";
import { EDGE_TTL_SECONDS } from "~/lib/http/cache-control";
import { readForm } from "~/lib/http/form-data";
import { notFound } from "~/lib/http/not-found.server";
import { reviewFiguresSchema, type ReviewFiguresField } from "~/lib/proof/review-figures-schema";
import { isFiguresKey, listFigures, saveFigures, type FiguresEntry } from "~/lib/proof/review-figures.server";
import { privateMeta } from "~/lib/seo/meta";

/** One entry of /admin/proof/reviews: the site-wide figures (`company`) or an office's. */
async function findEntry(request: Request, context: LoaderFunctionArgs["context"], key: string | undefined) {
  if (!key || !isFiguresKey(key)) throw notFound(request);
  const entry = (await listFigures(context, `${site.name}: ${copy.company}`)).find((e) => e.key === key);
  if (!entry) throw notFound(request);
  return entry;
}

function formValues(entry: FiguresEntry): Partial<Record<ReviewFiguresField, string>> {
  return {
    streetAddress: entry.streetAddress ?? "",
    rating: entry.reviews.rating.toFixed(1),
    count: String(entry.reviews.count),
    sourceUrl: entry.reviews.sourceUrl ?? "",
    confirmed: entry.reviews.confirmedOn ? "on" : "",
  };
}

/** Queries: 1. */
export const handle = accountFrame;
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const entry = await findEntry(request, context, params.key);
  return { entry, values: formValues(entry) };
}

/** Saves the figures, then back to the list. A refusal: 400 with the form as typed. Queries: 2. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  await requireAdmin(request, context);
  const entry = await findEntry(request, context, params.key);
  const parsed = parseForm(reviewFiguresSchema({ office: entry.key !== "company" }), await readForm(request));
  if (!parsed.ok) {
    return formReply(400, { formError: reviewMessages.fixErrors, errors: parsed.errors, values: parsed.values });
  }
  const today = new Date().toISOString().slice(0, 10);
  if (!(await saveFigures(context, request, entry, parsed.data, today))) throw notFound(request);
  return redirect(copy.back.href);
}

export const meta: MetaFunction<typeof loader> = ({ data }) => privateMeta(data?.entry.name ?? copy.title);

const FORM = "review-figures";

export default function ReviewFigures() {
  const { entry, values } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const office = entry.key !== "company";
  return (
    <AccountPage
      title={entry.name}
      description={office ? copy.officeDescription : copy.companyDescription}
      back={copy.back}
    >
      <PanelForm
        id={FORM}
        title={office ? copy.officeHeading : copy.companyHeading}
        description={copy.editText(Math.round(EDGE_TTL_SECONDS / 60), office)}
        reply={reply}
      >
        <ReviewFiguresFields id={FORM} office={office} values={reply?.values ?? values} errors={reply?.errors ?? {}} />
        <SubmitButton pendingLabel={copy.saving} className="sm:w-auto sm:self-start">
          {copy.save}
        </SubmitButton>
      </PanelForm>
    </AccountPage>
  );
}
