import { TextField } from "~/components/forms/text-field";
import { logoCopy } from "~/content/proof";
import type { ClientLogoField } from "~/lib/proof/client-logo-schema";
import { PublishedField } from "./published-field";

const f = logoCopy.fields;

/** The fields of the logo form (/admin/proof/logos, /admin/proof/logos/{id}), in two columns from `sm`. */
export function ClientLogoFields({
  id,
  values,
  errors,
}: {
  id: string;
  values: Partial<Record<ClientLogoField, string>>;
  errors: Partial<Record<ClientLogoField, string>>;
}) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        label={f.name}
        name="name"
        required
        maxLength={80}
        hint={f.nameHint}
        defaultValue={values.name}
        error={errors.name}
      />
      <TextField
        label={f.imageUrl}
        name="imageUrl"
        required
        maxLength={500}
        hint={f.imageHint}
        defaultValue={values.imageUrl}
        error={errors.imageUrl}
      />
      <TextField
        label={f.linkUrl}
        name="linkUrl"
        type="url"
        maxLength={500}
        hint={f.linkHint}
        defaultValue={values.linkUrl}
        error={errors.linkUrl}
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
