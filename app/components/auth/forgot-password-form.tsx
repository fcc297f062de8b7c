import { Form } from "@remix-run/react";
import { FormAlert } from "~/components/forms/form-alert";
import { SubmitButton } from "~/components/forms/submit-button";
import { authLabels as l } from "~/content/auth";
import { EmailField } from "./email-field";
import type { FormReply } from "~/lib/forms/reply";

export function ForgotPasswordForm({ reply }: { reply?: FormReply<"email"> }) {
  return (
    <Form method="post" className="space-y-5" noValidate>
      {reply?.formError ? (
        <FormAlert tone="error" focusKey={reply}>
          {reply.formError}
        </FormAlert>
      ) : null}
      {reply?.notice ? <FormAlert tone="success">{reply.notice}</FormAlert> : null}
      <input type="hidden" name="intent" value="forgot" />
      <EmailField defaultValue={reply?.values.email} error={reply?.errors.email} />
      <SubmitButton name="intent" value="forgot" pendingLabel={l.forgotPending}>
        {l.forgotSubmit}
      </SubmitButton>
    </Form>
  );
}
