import { Form } from "@remix-run/react";
import { FormAlert } from "~/components/forms/form-alert";
import { SubmitButton } from "~/components/forms/submit-button";
import { TextField } from "~/components/forms/text-field";
import type { AuthActionData } from "~/lib/auth/actions.server";

export function SignInForm({
  redirectTo,
  result,
  linkError,
}: {
  redirectTo: string;
  result?: AuthActionData;
  linkError?: string;
}) {
  const error = result?.intent === "sign-in" ? result.error : linkError;
  return (
    <Form method="post" className="space-y-5" noValidate>
      {error ? <FormAlert tone="error">{error}</FormAlert> : null}
      <input type="hidden" name="intent" value="sign-in" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        defaultValue={result?.fields.email}
        autoFocus={Boolean(error)}
      />
      <TextField label="Password" name="password" type="password" autoComplete="current-password" required />
      <div className="flex justify-end text-sm">
        <a href="/auth?mode=forgot" className="text-brand-700 hover:underline">
          Forgot your password?
        </a>
      </div>
      <SubmitButton name="intent" value="sign-in" pendingLabel="Signing in…">
        Sign in
      </SubmitButton>
    </Form>
  );
}
