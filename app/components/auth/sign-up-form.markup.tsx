import { FormAlert } from "~/components/forms/form-alert";
import { MarkupSubmitButton } from "~/components/forms/submit-button";
import { TextField } from "~/components/forms/text-field";
import { authLabels as l } from "~/content/auth";
import { EmailField } from "./email-field.markup";
import type { SignUpField } from "~/lib/auth/schemas";
import type { FormReply } from "~/lib/forms/reply";

export function SignUpForm({
  action,
  redirectTo,
  reply,
}: {
  /** Where the form posts: the sign-in page, its query kept (AuthPageView). */
  action: string;
  redirectTo: string;
  reply?: FormReply<SignUpField>;
}) {
  return (
    <form method="post" action={action} className="space-y-5" noValidate>
      {reply?.formError ? (
        <FormAlert tone="error" focusKey={reply}>
          {reply.formError}
        </FormAlert>
      ) : null}
      {reply?.notice ? <FormAlert tone="success">{reply.notice}</FormAlert> : null}
      <input type="hidden" name="intent" value="sign-up" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <TextField
        label={l.fullName}
        name="fullName"
        autoComplete="name"
        required
        defaultValue={reply?.values.fullName}
        error={reply?.errors.fullName}
      />
      <EmailField defaultValue={reply?.values.email} error={reply?.errors.email} />
      <TextField
        label={l.password}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={6}
        hint={l.passwordHint}
        error={reply?.errors.password}
      />
      <MarkupSubmitButton name="intent" value="sign-up" pendingLabel={l.signUpPending}>
        {l.signUpSubmit}
      </MarkupSubmitButton>
    </form>
  );
}
