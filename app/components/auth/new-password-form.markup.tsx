import { FormAlert } from "~/components/forms/form-alert";
import { MarkupSubmitButton } from "~/components/forms/submit-button";
import { TextField } from "~/components/forms/text-field";
import { authLabels as l } from "~/content/auth";
import type { NewPasswordField } from "~/lib/auth/schemas";
import type { FormReply } from "~/lib/forms/reply";

/** The new password, typed twice, after a recovery link opened the session (server markup, ServerForm). */
export function NewPasswordForm({ reply }: { reply?: FormReply<NewPasswordField> }) {
  return (
    <form method="post" action="/auth/reset" className="space-y-5" noValidate>
      {reply?.formError ? (
        <FormAlert tone="error" focusKey={reply}>
          {reply.formError}
        </FormAlert>
      ) : null}
      <TextField
        label={l.newPassword}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={6}
        error={reply?.errors.password}
      />
      <TextField
        label={l.confirmPassword}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        error={reply?.errors.confirmPassword}
      />
      <MarkupSubmitButton pendingLabel={l.resetPending}>{l.resetSubmit}</MarkupSubmitButton>
    </form>
  );
}
