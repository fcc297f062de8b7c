import { SelectField } from "~/components/forms/select-field";
import { MarkupSubmitButton } from "~/components/forms/submit-button";
import { TextareaField } from "~/components/forms/textarea-field";
import { contactFormCopy as copy, leadFieldLimits as limits, leadFieldLabels as labels } from "~/content/lead-forms";
import type { ContactField } from "~/lib/forms/contact-schema";
import type { FormReply } from "~/lib/forms/reply";
import { LeadFormFrame } from "./lead-form-frame.markup";
import { LeadPersonFields } from "./lead-person-fields.markup";

/**
 * The contact form, plain HTML first: it posts to /contact and the server validates it. The
 * service is preselected from ?service= and, after a refused submission, every field shows what
 * was typed.
 */
export function ContactForm({
  serviceOptions,
  service,
  sent,
  reply,
  action,
}: {
  serviceOptions: ReadonlyArray<{ value: string; label: string }>;
  service: string;
  sent: boolean;
  /** The page's path, which the form posts to. */
  action: string;
  reply?: FormReply<ContactField>;
}) {
  const values = reply?.values;
  const errors = reply?.errors ?? {};
  return (
    <LeadFormFrame action={action} copy={copy} sent={sent} reply={reply}>
      <LeadPersonFields values={values} errors={errors} companyRequired={false} />
      <SelectField
        label={labels.service}
        name="service"
        required
        options={serviceOptions}
        placeholder={labels.servicePlaceholder}
        defaultValue={values?.service ?? service}
        error={errors.service}
      />
      <TextareaField
        label={labels.message}
        name="message"
        required
        maxLength={limits.message}
        defaultValue={values?.message}
        error={errors.message}
      />
      <MarkupSubmitButton pendingLabel={copy.pending}>{copy.submit}</MarkupSubmitButton>
    </LeadFormFrame>
  );
}
