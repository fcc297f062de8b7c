import { bindFields, type FormFieldsProps } from "~/components/forms/bind-fields";
import { SelectField } from "~/components/forms/select-field";
import { TextField } from "~/components/forms/text-field";
import { figureCopy } from "~/content/proof";
import { caseStudyChoices, type CaseStudyFigureField } from "~/lib/proof/case-study-figure-schema";
import { PlacementFields } from "./placement-fields";

const f = figureCopy.fields;
const UNITS = (["percent", "index"] as const).map((value) => ({ value, label: figureCopy.units[value] }));

/**
 * The fields of the case study figure form (/admin/proof/case-studies and a figure's page), in two
 * columns from `sm`; the names are the schema's (app/lib/proof/case-study-figure-schema.ts).
 */
export function CaseStudyFigureFields({ id, values, errors }: FormFieldsProps<CaseStudyFigureField>) {
  const bind = bindFields(values, errors);
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <SelectField label={f.caseStudy} {...bind("caseStudy")} options={caseStudyChoices} />
      <TextField label={f.clientName} {...bind("clientName")} required maxLength={80} hint={f.clientHint} />
      <TextField label={f.label} {...bind("label")} required maxLength={40} hint={f.labelHint} />
      <SelectField label={f.unit} {...bind("unit", "percent")} options={UNITS} />
      <TextField label={f.before} {...bind("before")} required inputMode="numeric" />
      <TextField label={f.after} {...bind("after")} required inputMode="numeric" />
      <TextField label={f.consentDate} {...bind("consentDate")} type="date" hint={f.consentHint} />
      <PlacementFields
        id={id}
        position={values.position}
        positionError={errors.position}
        published={values.published === "on"}
      />
    </div>
  );
}
