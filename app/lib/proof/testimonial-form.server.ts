import { proofMessages } from "~/content/proof";
import { parseForm } from "../forms/parse";
import { formReply } from "../forms/reply.server";
import { testimonialSchema, type TestimonialField } from "./testimonial-schema";
import type { StoredTestimonial } from "./testimonials.server";

/** A stored testimonial's values as its form shows them. */
export function testimonialFormValues(row: StoredTestimonial): Partial<Record<TestimonialField, string>> {
  return {
    name: row.name,
    role: row.role,
    company: row.company,
    quote: row.quote,
    rating: String(row.rating),
    photoUrl: row.photo_url ?? "",
    consentDate: row.consent_date ?? "",
    sourceUrl: row.source_url ?? "",
    planId: row.plan_id ?? "",
    position: String(row.position),
    published: row.published ? "on" : "",
  };
}

/** The submitted testimonial form: its data, or the 400 reply with messages and the typed values. */
export function parseTestimonialForm(form: FormData, { illustrative = false } = {}) {
  const parsed = parseForm(testimonialSchema({ illustrative }), form);
  if (parsed.ok) return { ok: true as const, data: parsed.data };
  return { ok: false as const, reply: refused(parsed.errors, parsed.values) };
}

/**
 * The 400 reply, with the form as typed, when the table refused it: another published testimonial
 * already quotes the chosen plan, or another of its checks.
 */
export function refusedByTable(form: FormData, refusal: "taken" | "refused") {
  const { values } = parseForm(testimonialSchema({ illustrative: true }), form);
  return refusal === "taken"
    ? refused({ planId: proofMessages.planTaken }, values)
    : refused({}, values, proofMessages.refused);
}

function refused(
  errors: Partial<Record<TestimonialField, string>>,
  values: Partial<Record<TestimonialField, string>>,
  formError: string = proofMessages.fixErrors,
) {
  return formReply<TestimonialField, "save">(400, { intent: "save", formError, errors, values });
}
