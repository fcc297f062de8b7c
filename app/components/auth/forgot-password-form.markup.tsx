import { FormAlert } from "~/components/forms/form-alert";
import { MarkupSubmitButton } from "~/components/forms/submit-button";
import { authLabels as l } from "~/content/auth";
import { EmailField } from "./email-field.markup";
import { shownErrors } from "~/lib/auth/form-messages";
import type { FormReply } from "~/lib/forms/reply";

const MESSAGE_ID = "forgot-message";

export function ForgotPasswordForm({ action, reply }: { action: string; reply?: FormReply<"email"> }) {
  const shown = shownErrors(reply);
  return (
    <form method="post" action={action} className="space-y-5" noValidate>
      {reply?.formError ? (
        <div id={MESSAGE_ID}>
          <FormAlert tone="error" focusKey={reply}>
            {reply.formError}
          </FormAlert>
        </div>
      ) : null}
      {reply?.notice ? <FormAlert tone="success">{reply.notice}</FormAlert> : null}
      <input type="hidden" name="intent" value="forgot" />
      <EmailField
        defaultValue={reply?.values.email}
        error={shown.errors.email}
        invalidBy={shown.invalid.email && !shown.errors.email ? MESSAGE_ID : undefined}
      />
      <MarkupSubmitButton name="intent" value="forgot" pendingLabel={l.forgotPending}>
        {l.forgotSubmit}
      </MarkupSubmitButton>
    </form>
  );
}
