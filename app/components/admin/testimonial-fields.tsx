import { bindFields, type FormFieldsProps } from "~/components/forms/bind-fields";
import { SelectField } from "~/components/forms/select-field";
import { TextField } from "~/components/forms/text-field";
import { TextareaField } from "~/components/forms/textarea-field";
import { proofCopy } from "~/content/proof";
import { testimonialPlaces, type TestimonialField } from "~/lib/proof/testimonial-schema";
import { PlacementFields } from "./placement-fields";

const f = proofCopy.fields;
const RATINGS = ["5", "4", "3", "2", "1"].map((value) => ({ value, label: f.ratingOption(Number(value)) }));

/**
 * The fields of the testimonial form (/admin/proof, /admin/proof/{id}), in two columns from `sm`;
 * the field names are the schema's (app/lib/proof/testimonial-schema.ts). `id` tells the forms of
 * one page apart.
 */
export function TestimonialFields({ id, values, errors }: FormFieldsProps<TestimonialField>) {
  const bind = bindFields(values, errors);
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField label={f.name} {...bind("name")} required maxLength={80} />
      <TextField label={f.role} {...bind("role")} maxLength={80} />
      <TextField label={f.company} {...bind("company")} maxLength={80} />
      <SelectField label={f.rating} {...bind("rating", "5")} options={RATINGS} />
      <TextareaField
        label={f.quote}
        {...bind("quote")}
        required
        minLength={20}
        maxLength={600}
        rows={4}
        className="sm:col-span-2"
      />
      <TextField label={f.consentDate} {...bind("consentDate")} type="date" hint={f.consentHint} />
      <SelectField label={f.planId} {...bind("planId", "")} options={testimonialPlaces} />
      <TextField label={f.sourceUrl} {...bind("sourceUrl")} type="url" hint={f.sourceHint} maxLength={500} />
      <TextField label={f.photoUrl} {...bind("photoUrl")} hint={f.photoHint} maxLength={500} />
      <PlacementFields
        id={id}
        position={values.position}
        positionError={errors.position}
        published={values.published === "on"}
      />
    </div>
  );
}
