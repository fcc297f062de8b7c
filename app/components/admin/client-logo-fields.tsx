import { bindFields, type FormFieldsProps } from "~/components/forms/bind-fields";
import { TextField } from "~/components/forms/text-field";
import { logoCopy } from "~/content/proof";
import type { ClientLogoField } from "~/lib/proof/client-logo-schema";
import { PlacementFields } from "./placement-fields";

const f = logoCopy.fields;

/** The fields of the logo form (/admin/proof/logos, /admin/proof/logos/{id}), in two columns from `sm`. */
export function ClientLogoFields({ id, values, errors }: FormFieldsProps<ClientLogoField>) {
  const bind = bindFields(values, errors);
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField label={f.name} {...bind("name")} required maxLength={80} hint={f.nameHint} />
      <TextField label={f.imageUrl} {...bind("imageUrl")} required maxLength={500} hint={f.imageHint} />
      <TextField label={f.linkUrl} {...bind("linkUrl")} type="url" maxLength={500} hint={f.linkHint} />
      <PlacementFields
        id={id}
        position={values.position}
        positionError={errors.position}
        published={values.published === "on"}
      />
    </div>
  );
}
