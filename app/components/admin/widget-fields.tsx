import { SelectField } from "~/components/forms/select-field";
import { TextField } from "~/components/forms/text-field";
import { TextareaField } from "~/components/forms/textarea-field";
import { contactServiceOptions } from "~/content/pages";
import { embedsCopy, widgetKindLabels } from "~/content/widgets";
import type { WidgetField } from "~/lib/widgets/widget-schema";
import { WIDGET_KINDS } from "~/lib/widgets/widget";

const f = embedsCopy.fields;

/**
 * The fields of the widget form (/admin/embeds, /admin/embeds/{id}), in two columns from `sm`;
 * the field names are the schema's (app/lib/widgets/widget-schema.ts).
 */
export function WidgetFields({
  values,
  errors,
}: {
  values: Partial<Record<WidgetField, string>>;
  errors: Partial<Record<WidgetField, string>>;
}) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField label={f.name} name="name" required maxLength={80} defaultValue={values.name} error={errors.name} />
      <SelectField
        label={f.kind}
        name="kind"
        options={WIDGET_KINDS.map((kind) => ({ value: kind, label: widgetKindLabels[kind] }))}
        defaultValue={values.kind ?? "lead"}
        error={errors.kind}
      />
      <TextField label={f.heading} name="heading" maxLength={80} defaultValue={values.heading} error={errors.heading} />
      <TextField
        label={f.buttonLabel}
        name="buttonLabel"
        maxLength={40}
        defaultValue={values.buttonLabel}
        error={errors.buttonLabel}
      />
      <SelectField
        label={f.theme}
        name="theme"
        options={[
          { value: "light", label: f.themes.light },
          { value: "dark", label: f.themes.dark },
        ]}
        defaultValue={values.theme ?? "light"}
        error={errors.theme}
      />
      <SelectField
        label={f.service}
        name="service"
        options={contactServiceOptions}
        placeholder={f.none}
        defaultValue={values.service ?? ""}
        error={errors.service}
      />
      <TextareaField
        label={f.origins}
        name="allowedOrigins"
        rows={3}
        className="sm:col-span-2"
        placeholder={f.originsHint}
        defaultValue={values.allowedOrigins}
        error={errors.allowedOrigins}
      />
    </div>
  );
}
