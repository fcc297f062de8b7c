import { SelectField } from "~/components/forms/select-field";
import { MarkupSubmitButton } from "~/components/forms/submit-button";
import { TextField } from "~/components/forms/text-field";
import { TextareaField } from "~/components/forms/textarea-field";
import {
  demoFormCopy as copy,
  demoTimeWindows,
  leadFieldLimits as limits,
  leadFieldLabels as labels,
} from "~/content/lead-forms";
import type { DemoField } from "~/lib/forms/demo-schema";
import type { FormReply } from "~/lib/forms/reply";
import { LeadFormFrame } from "./lead-form-frame.markup";
import { LeadPersonFields } from "./lead-person-fields.markup";

/**
 * The demo-booking form: who you are, and when suits you. The date picker's bounds come from
 * the server (so server and browser render the same), which checks the date again.
 */
export function DemoForm({
  sent,
  dateBounds,
  reply,
  action,
}: {
  sent: boolean;
  dateBounds: { min: string; max: string };
  /** The page's path, which the form posts to. */
  action: string;
  reply?: FormReply<DemoField>;
}) {
  const values = reply?.values;
  const errors = reply?.errors ?? {};
  return (
    <LeadFormFrame action={action} copy={copy} sent={sent} reply={reply}>
      <LeadPersonFields values={values} errors={errors} companyRequired />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={labels.preferredDate}
          name="preferredDate"
          type="date"
          required
          min={dateBounds.min}
          max={dateBounds.max}
          defaultValue={values?.preferredDate}
          error={errors.preferredDate}
        />
        <SelectField
          label={labels.preferredTime}
          name="preferredTime"
          required
          options={demoTimeWindows}
          placeholder={labels.timePlaceholder}
          defaultValue={values?.preferredTime ?? ""}
          error={errors.preferredTime}
        />
      </div>
      <TextareaField
        label={labels.messageOptional}
        name="message"
        maxLength={limits.message}
        defaultValue={values?.message}
        error={errors.message}
      />
      <MarkupSubmitButton pendingLabel={copy.pending}>{copy.submit}</MarkupSubmitButton>
    </LeadFormFrame>
  );
}
