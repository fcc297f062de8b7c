import { FormAlert } from "~/components/forms/form-alert";
import { MarkupSubmitButton } from "~/components/forms/submit-button";
import { authLabels as l } from "~/content/auth";
import { EmailField } from "./email-field.markup";
import type { FormReply } from "~/lib/forms/reply";

export function ForgotPasswordForm({ action, reply }: { action: string; reply?: FormReply<"email"> }) {
  return (
    <form method="post" action={action} className="space-y-5" noValidate>
      {reply?.formError ? (
        <FormAlert tone="error" focusKey={reply}>
          {reply.formError}
        </FormAlert>
      ) : null}
      {reply?.notice ? <FormAlert tone="success">{reply.notice}</FormAlert> : null}
      <input type="hidden" name="intent" value="forgot" />
      <EmailField defaultValue={reply?.values.email} error={reply?.errors.email} />
      <MarkupSubmitButton name="intent" value="forgot" pendingLabel={l.forgotPending}>
        {l.forgotSubmit}
      </MarkupSubmitButton>
    </form>
  );
}
