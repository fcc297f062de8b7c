import { Form } from "@remix-run/react";
import { FormAlert } from "~/components/forms/form-alert";
import { SubmitButton } from "~/components/forms/submit-button";
import { TextField } from "~/components/forms/text-field";
import type { AuthActionData } from "~/lib/auth/actions.server";

export function SignUpForm({ redirectTo, result }: { redirectTo: string; result?: AuthActionData }) {
  const mine = result?.intent === "sign-up" ? result : undefined;
  return (
    <Form method="post" className="space-y-5" noValidate>
      {mine?.error ? <FormAlert tone="error">{mine.error}</FormAlert> : null}
      {mine?.notice ? <FormAlert tone="success">{mine.notice}</FormAlert> : null}
      <input type="hidden" name="intent" value="sign-up" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <TextField label="Full name" name="fullName" autoComplete="name" required defaultValue={mine?.fields.fullName} />
      <TextField label="Email" name="email" type="email" autoComplete="email" required defaultValue={mine?.fields.email} />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={6}
        hint="At least 6 characters."
      />
      <SubmitButton name="intent" value="sign-up" pendingLabel="Creating your account…">
        Create account
      </SubmitButton>
    </Form>
  );
}
