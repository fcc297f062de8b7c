import { FormAlert } from "~/components/forms/form-alert";
import { MarkupSubmitButton } from "~/components/forms/submit-button";
import { TextField } from "~/components/forms/text-field";
import { authLabels as l } from "~/content/auth";
import { EmailField, invalidAttributes } from "./email-field.markup";
import { shownErrors } from "~/lib/auth/form-messages";
import type { SignUpField } from "~/lib/auth/schemas";
import type { FormReply } from "~/lib/forms/reply";

const MESSAGE_ID = "sign-up-message";

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
  const shown = shownErrors(reply);
  const by = (field: SignUpField) => (shown.invalid[field] && !shown.errors[field] ? MESSAGE_ID : undefined);
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
      <input type="hidden" name="intent" value="sign-up" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <TextField
        label={l.fullName}
        name="fullName"
        autoComplete="name"
        required
        defaultValue={reply?.values.fullName}
        error={shown.errors.fullName}
        {...invalidAttributes(by("fullName"))}
      />
      <EmailField defaultValue={reply?.values.email} error={shown.errors.email} invalidBy={by("email")} />
      <TextField
        label={l.password}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={6}
        hint={l.passwordHint}
        error={shown.errors.password}
        {...invalidAttributes(by("password"))}
      />
      <MarkupSubmitButton name="intent" value="sign-up" pendingLabel={l.signUpPending}>
        {l.signUpSubmit}
      </MarkupSubmitButton>
    </form>
  );
}
