import { SelectField } from "~/components/forms/select-field";
import { TextField } from "~/components/forms/text-field";
import { figureCopy } from "~/content/proof";
import { caseStudyChoices, type CaseStudyFigureField } from "~/lib/proof/case-study-figure-schema";
import { PublishedField } from "./published-field";

const f = figureCopy.fields;
const UNITS = (["percent", "index"] as const).map((value) => ({ value, label: figureCopy.units[value] }));

/**
 * The fields of the case study figure form (/admin/proof/case-studies and a figure's page), in two
 * columns from `sm`; the names are the schema's (app/lib/proof/case-study-figure-schema.ts).
 */
export function CaseStudyFigureFields({
  id,
  values,
  errors,
}: {
  id: string;
  values: Partial<Record<CaseStudyFigureField, string>>;
  errors: Partial<Record<CaseStudyFigureField, string>>;
}) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <SelectField
        label={f.caseStudy}
        name="caseStudy"
        options={caseStudyChoices}
        defaultValue={values.caseStudy}
        error={errors.caseStudy}
      />
      <TextField
        label={f.clientName}
        name="clientName"
        required
        maxLength={80}
        hint={f.clientHint}
        defaultValue={values.clientName}
        error={errors.clientName}
      />
      <TextField
        label={f.label}
        name="label"
        required
        maxLength={40}
        hint={f.labelHint}
        defaultValue={values.label}
        error={errors.label}
      />
      <SelectField
        label={f.unit}
        name="unit"
        options={UNITS}
        defaultValue={values.unit ?? "percent"}
        error={errors.unit}
      />
      <TextField
        label={f.before}
        name="before"
        required
        inputMode="numeric"
        defaultValue={values.before}
        error={errors.before}
      />
      <TextField
        label={f.after}
        name="after"
        required
        inputMode="numeric"
        defaultValue={values.after}
        error={errors.after}
      />
      <TextField
        label={f.consentDate}
        name="consentDate"
        type="date"
        hint={f.consentHint}
        defaultValue={values.consentDate}
        error={errors.consentDate}
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
