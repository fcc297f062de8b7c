import { FormAlert } from "~/components/forms/form-alert";
import { ButtonLink } from "~/components/ui/button";
import { HoneypotField } from "~/components/forms/honeypot-field";
import { MarkupSubmitButton } from "~/components/forms/submit-button";
import { LeadFormFrame } from "~/components/pages/lead-form-frame.markup";
import { LeadEmailField, LeadNameField } from "~/components/pages/lead-person-fields.markup";
import { auditPreviewCopy as copy } from "~/content/audit-preview";
import type { FormReply } from "~/lib/forms/reply";
import type { ReportRequestField } from "~/lib/forms/report-request-schema";

/** The field that says which form was sent; "Email me this report" sends this value. */
export const INTENT_FIELD = "intent";
export const EMAIL_INTENT = "email";
/** "Email me this report"'s box, the anchor its answers open at. */
export const EMAIL_FORM_ID = "email-report";

type Reply = FormReply<ReportRequestField>;

/**
 * The two ways on under an audit preview (issue 34 §4): "Email me this report" (the address only;
 * the link is sent at once) and "Have a specialist add notes" (a lead). Server markup inside the
 * page's ServerForm; each form posts to the preview's page, the first with its intent, and shows
 * its own answer (`emailed`, `sent`, or its reply's messages and values).
 */
export function ReportForms({
  fullReport,
  path,
  sent,
  emailed,
  emailReply,
  leadReply,
  days,
}: {
  /** The full report's hand-off page. */
  fullReport: string;
  path: string;
  /** How long the preview is kept. */
  days: number;
  sent: boolean;
  emailed: boolean;
  emailReply?: Reply;
  leadReply?: Reply;
}) {
  return (
    <div className="space-y-6">
      <section
        aria-labelledby="full-report-heading"
        className="rounded-card border border-border bg-surface-raised p-5 shadow-card sm:p-7"
      >
        <h2 id="full-report-heading" className="text-xl font-semibold text-fg">
          {copy.fullReport}
        </h2>
        <p className="mt-1 text-sm text-fg-muted">{copy.fullReportNote}</p>
        <ButtonLink href={fullReport} newTab className="mt-4">
          {copy.fullReport}
        </ButtonLink>
      </section>
      <section
        id={EMAIL_FORM_ID}
        aria-labelledby={`${EMAIL_FORM_ID}-heading`}
        className="scroll-mt-24 rounded-card border border-border bg-surface-raised p-5 shadow-card sm:p-7"
      >
        <h2 id={`${EMAIL_FORM_ID}-heading`} className="text-xl font-semibold text-fg">
          {copy.emailReport.title}
        </h2>
        <p className="mt-1 text-sm text-fg-muted">{copy.emailReport.lead(days)}</p>
        <div className="mt-4 space-y-4">
          {emailed && !emailReply ? (
            <FormAlert tone="success" focusKey="emailed">
              {copy.emailReport.sent}
            </FormAlert>
          ) : null}
          {emailReply?.formError ? (
            <FormAlert tone="error" focusKey={emailReply}>
              {emailReply.formError}
            </FormAlert>
          ) : null}
          <form method="post" action={`${path}#${EMAIL_FORM_ID}`} noValidate className="relative space-y-4">
            <HoneypotField />
            <input type="hidden" name={INTENT_FIELD} value={EMAIL_INTENT} />
            <LeadEmailField value={emailReply?.values.email} error={emailReply?.errors.email} />
            <MarkupSubmitButton pendingLabel={copy.emailReport.pending}>{copy.emailReport.submit}</MarkupSubmitButton>
          </form>
        </div>
      </section>
      <LeadFormFrame action={path} copy={copy.emailForm} sent={sent} reply={leadReply}>
        <p className="text-sm text-fg-muted">{copy.emailForm.lead}</p>
        <LeadNameField value={leadReply?.values.name} error={leadReply?.errors.name} />
        <LeadEmailField value={leadReply?.values.email} error={leadReply?.errors.email} />
        <MarkupSubmitButton pendingLabel={copy.emailForm.pending}>{copy.emailForm.submit}</MarkupSubmitButton>
      </LeadFormFrame>
    </div>
  );
}
