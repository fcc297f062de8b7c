import "~/shared-chunk";
import { ProofRecordPage } from "~/components/admin/proof-pages";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { accountFrame } from "~/components/account/account-frame";
import { TestimonialFields } from "~/components/admin/testimonial-fields";
import { proofCopy as copy } from "~/content/proof";
import { requireAdmin } from "~/lib/auth/guards.server";
import { formText, readForm } from "~/lib/http/form-data";
import { notFound } from "~/lib/http/not-found.server";
import { parseTestimonialForm, refusedByTable, testimonialFormValues } from "~/lib/proof/testimonial-form.server";
import { testimonialsTable } from "~/lib/proof/testimonials.server";
import { privateMeta } from "~/lib/seo/meta";

/** One testimonial and its form. Queries: 1. */

export const handle = accountFrame;
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const testimonial = await testimonialsTable.get(context, params.id ?? "");
  if (!testimonial) throw notFound(request);
  return { testimonial, values: testimonialFormValues(testimonial) };
}

/**
 * `intent=save` saves the form (read first: a seeded illustrative entry may stay published without a
 * consent date), `intent=delete` deletes it. Queries: 2 to save, 1 to delete.
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  await requireAdmin(request, context);
  const form = await readForm(request);
  const id = params.id ?? "";
  if (formText(form, "intent") === "delete") {
    if (!(await testimonialsTable.remove(context, request, id))) throw notFound(request);
    return redirect(copy.back.href);
  }
  const stored = await testimonialsTable.get(context, id);
  if (!stored) throw notFound(request);
  const parsed = parseTestimonialForm(form, { illustrative: stored.illustrative });
  if (!parsed.ok) return parsed.reply;
  const saved = await testimonialsTable.update(context, request, id, parsed.data);
  if (saved === "missing") throw notFound(request);
  if (saved !== "saved") return refusedByTable(form, saved);
  return redirect(copy.back.href);
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  privateMeta(data ? `${copy.editHeading}: ${data.testimonial.name}` : copy.editHeading);

/** The form, then deleting it. */
export default function TestimonialPage() {
  const { testimonial, values } = useLoaderData<typeof loader>();
  return (
    <ProofRecordPage
      title={testimonial.name}
      description={[testimonial.role, testimonial.company].filter(Boolean).join(", ")}
      copy={copy}
      values={values}
      reply={useActionData<typeof action>()}
      fields={TestimonialFields}
    />
  );
}
