import { PublishedField } from "./published-field";
import { SelectField } from "~/components/forms/select-field";
import { TextField } from "~/components/forms/text-field";
import { TextareaField } from "~/components/forms/textarea-field";
import { proofCopy } from "~/content/proof";
import { testimonialPlaces, type TestimonialField } from "~/lib/proof/testimonial-schema";

const f = proofCopy.fields;
const RATINGS = ["5", "4", "3", "2", "1"].map((value) => ({ value, label: f.ratingOption(Number(value)) }));

/**
 * The fields of the testimonial form (/admin/proof, /admin/proof/{id}), in two columns from `sm`;
 * the field names are the schema's (app/lib/proof/testimonial-schema.ts). `id` tells the forms of
 * one page apart.
 */
export function TestimonialFields({
  id,
  values,
  errors,
}: {
  id: string;
  values: Partial<Record<TestimonialField, string>>;
  errors: Partial<Record<TestimonialField, string>>;
}) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField label={f.name} name="name" required maxLength={80} defaultValue={values.name} error={errors.name} />
      <TextField label={f.role} name="role" maxLength={80} defaultValue={values.role} error={errors.role} />
      <TextField label={f.company} name="company" maxLength={80} defaultValue={values.company} error={errors.company} />
      <SelectField
        label={f.rating}
        name="rating"
        options={RATINGS}
        defaultValue={values.rating ?? "5"}
        error={errors.rating}
      />
      <TextareaField
        label={f.quote}
        name="quote"
        required
        minLength={20}
        maxLength={600}
        rows={4}
        defaultValue={values.quote}
        error={errors.quote}
        className="sm:col-span-2"
      />
      <TextField
        label={f.consentDate}
        name="consentDate"
        type="date"
        hint={f.consentHint}
        defaultValue={values.consentDate}
        error={errors.consentDate}
      />
      <SelectField
        label={f.planId}
        name="planId"
        options={testimonialPlaces}
        defaultValue={values.planId ?? ""}
        error={errors.planId}
      />
      <TextField
        label={f.sourceUrl}
        name="sourceUrl"
        type="url"
        hint={f.sourceHint}
        maxLength={500}
        defaultValue={values.sourceUrl}
        error={errors.sourceUrl}
      />
      <TextField
        label={f.photoUrl}
        name="photoUrl"
        hint={f.photoHint}
        maxLength={500}
        defaultValue={values.photoUrl}
        error={errors.photoUrl}
      />
      <TextField
        label={f.position}
        name="position"
        inputMode="numeric"
        hint={f.positionHint}
        defaultValue={values.position ?? "0"}
        error={errors.position}
      />
      <PublishedField id={id} label={f.published} checked={values.published === "on"} />
    </div>
  );
}
