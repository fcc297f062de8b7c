import { Form } from "@remix-run/react";
import { FormAlert } from "~/components/forms/form-alert";
import { SubmitButton } from "~/components/forms/submit-button";
import { TextField } from "~/components/forms/text-field";
import type { AuthActionData } from "~/lib/auth/actions.server";

export function ForgotPasswordForm({ result }: { result?: AuthActionData }) {
  const mine = result?.intent === "forgot" ? result : undefined;
  return (
    <Form method="post" className="space-y-5" noValidate>
      <p className="text-sm text-slate-700">Enter the email you signed up with and we will send you a reset link.</p>
      {mine?.error ? <FormAlert tone="error">{mine.error}</FormAlert> : null}
      {mine?.notice ? <FormAlert tone="success">{mine.notice}</FormAlert> : null}
      <input type="hidden" name="intent" value="forgot" />
      <TextField label="Email" name="email" type="email" autoComplete="email" required defaultValue={mine?.fields.email} />
      <SubmitButton name="intent" value="forgot" pendingLabel="Sending…">
        Send reset link
      </SubmitButton>
    </Form>
  );
}
