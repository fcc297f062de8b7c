import { SelectField } from "~/components/forms/select-field";
import { TextField } from "~/components/forms/text-field";
import { TextareaField } from "~/components/forms/textarea-field";
import { contactServiceOptions } from "~/content/pages";
import { widgetKindLabels } from "~/content/widgets";
import type { WidgetField } from "~/lib/widgets/widget-schema";
import { WIDGET_KINDS } from "~/lib/widgets/widget";

/**
 * The fields of the widget form (/admin/embeds, /admin/embeds/{id}), minimal until the designed
 * pages replace them; the field names are the schema's (app/lib/widgets/widget-schema.ts).
 */
export function WidgetFields({
  values,
  errors,
}: {
  values: Partial<Record<WidgetField, string>>;
  errors: Partial<Record<WidgetField, string>>;
}) {
  return (
    <>
      <TextField label="Name" name="name" required maxLength={80} defaultValue={values.name} error={errors.name} />
      <SelectField
        label="Kind"
        name="kind"
        options={WIDGET_KINDS.map((kind) => ({ value: kind, label: widgetKindLabels[kind] }))}
        defaultValue={values.kind ?? "lead"}
        error={errors.kind}
      />
      <TextField label="Heading" name="heading" maxLength={80} defaultValue={values.heading} error={errors.heading} />
      <TextField
        label="Button label"
        name="buttonLabel"
        maxLength={40}
        defaultValue={values.buttonLabel}
        error={errors.buttonLabel}
      />
      <SelectField
        label="Theme"
        name="theme"
        options={[
          { value: "light", label: "Light" },
          { value: "dark", label: "Dark" },
        ]}
        defaultValue={values.theme ?? "light"}
        error={errors.theme}
      />
      <SelectField
        label="Service (lead forms)"
        name="service"
        options={contactServiceOptions}
        placeholder="None"
        defaultValue={values.service ?? ""}
        error={errors.service}
      />
      <TextareaField
        label="Sites allowed to embed it (one origin per line, e.g. https://partner.example)"
        name="allowedOrigins"
        defaultValue={values.allowedOrigins}
        error={errors.allowedOrigins}
      />
    </>
  );
}
