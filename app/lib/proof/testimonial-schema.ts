import { z } from "zod";
import { pricingTabs, plansByTab } from "~/content/pricing";
import { proofCopy, proofMessages as m } from "~/content/proof";
import { checkbox, consentDate, isHttps, isImageAddress, optional, position } from "./proof-fields";

/** Where a testimonial can show: "" the home page's carousel, or a plan card by its id. */
export const testimonialPlaces = [
  { value: "", label: proofCopy.carousel },
  ...pricingTabs.flatMap((tab) =>
    plansByTab[tab.id].map((plan) => ({ value: plan.id, label: `${tab.label}: ${plan.name}` })),
  ),
];
const placeValues = new Set(testimonialPlaces.map((place) => place.value));

const fields = z.object({
  name: z.string().trim().min(1, m.nameRequired).max(80, m.nameTooLong),
  role: z.string().trim().max(80, m.roleTooLong),
  company: z.string().trim().max(80, m.companyTooLong),
  // Counted in characters, as the table counts them (an emoji is one, not two UTF-16 units).
  quote: z
    .string()
    .trim()
    .refine((value) => [...value].length >= 20 && [...value].length <= 600, m.quoteLength),
  rating: z.enum(["1", "2", "3", "4", "5"], { errorMap: () => ({ message: m.ratingInvalid }) }),
  photoUrl: optional(isImageAddress, m.photoInvalid),
  consentDate,
  sourceUrl: optional(isHttps, m.sourceInvalid),
  planId: z
    .string()
    .trim()
    .refine((value) => placeValues.has(value), m.planInvalid),
  position,
  published: checkbox,
});

/**
 * The testimonial form of /admin/proof; the table's checks say the same (migration
 * 20261203120000), so a request that skips the form is refused there too. A client's words are
 * published only with the date of their consent; the local seed's illustrative entries have none.
 */
export const testimonialSchema = ({ illustrative }: { illustrative: boolean }) =>
  fields.superRefine((value, ctx) => {
    if (value.published && !value.consentDate && !illustrative) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["consentDate"], message: m.consentRequired });
    }
  });

export type TestimonialSubmission = z.infer<typeof fields>;
export type TestimonialField = keyof TestimonialSubmission;

/** The row the database stores for a submitted form (the illustrative flag is the seed's alone). */
export function testimonialRow(data: TestimonialSubmission) {
  return {
    name: data.name,
    role: data.role,
    company: data.company,
    quote: data.quote,
    rating: Number(data.rating),
    photo_url: data.photoUrl || null,
    consent_date: data.consentDate || null,
    source_url: data.sourceUrl || null,
    plan_id: data.planId || null,
    position: Number(data.position),
    published: data.published,
  };
}
