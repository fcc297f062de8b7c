import { TextField } from "~/components/forms/text-field";
import { leadFieldLimits as limits, leadFieldLabels as labels } from "~/content/lead-forms";

type PersonField = "name" | "email" | "phone" | "company";

/** Who is asking: the fields the contact and demo forms share (company is required for a demo). */
export function LeadPersonFields({
  values,
  errors,
  companyRequired,
}: {
  values?: Partial<Record<PersonField, string>>;
  errors: Partial<Record<PersonField, string>>;
  companyRequired: boolean;
}) {
  return (
    <>
      <LeadNameField value={values?.name} error={errors.name} />
      <LeadEmailField value={values?.email} error={errors.email} />
      <TextField
        label={labels.phone}
        name="phone"
        type="tel"
        autoComplete="tel"
        maxLength={limits.phone}
        defaultValue={values?.phone}
        error={errors.phone}
      />
      <TextField
        label={companyRequired ? labels.company : labels.companyOptional}
        name="company"
        autoComplete="organization"
        required={companyRequired}
        maxLength={limits.company}
        defaultValue={values?.company}
        error={errors.company}
      />
    </>
  );
}

/** The asker's name, as every lead form asks it. */
export function LeadNameField({ value, error }: { value?: string; error?: string }) {
  return (
    <TextField
      label={labels.name}
      name="name"
      autoComplete="name"
      required
      maxLength={limits.name}
      defaultValue={value}
      error={error}
    />
  );
}

/** The asker's email, as every lead form (and "Email me this report") asks it. */
export function LeadEmailField({ value, error }: { value?: string; error?: string }) {
  return (
    <TextField
      label={labels.email}
      name="email"
      type="email"
      autoComplete="email"
      required
      maxLength={limits.email}
      defaultValue={value}
      error={error}
    />
  );
}
