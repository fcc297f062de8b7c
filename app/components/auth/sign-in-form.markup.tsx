import { FormAlert } from "~/components/forms/form-alert";
import { MarkupSubmitButton } from "~/components/forms/submit-button";
import { TextField } from "~/components/forms/text-field";
import { authLabels as l } from "~/content/auth";
import { EmailField } from "./email-field.markup";
import type { FormReply } from "~/lib/forms/reply";
import type { SignInField } from "~/lib/auth/schemas";

export function SignInForm({
  action,
  redirectTo,
  reply,
  linkError,
}: {
  /** Where the form posts: the sign-in page, its query kept (AuthPageView). */
  action: string;
  redirectTo: string;
  reply?: FormReply<SignInField>;
  linkError?: string;
}) {
  const error = reply?.formError ?? linkError;
  return (
    <form method="post" action={action} className="space-y-5" noValidate>
      {error ? (
        <FormAlert tone="error" focusKey={reply ?? linkError}>
          {error}
        </FormAlert>
      ) : null}
      <input type="hidden" name="intent" value="sign-in" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <EmailField defaultValue={reply?.values.email} error={reply?.errors.email} />
      <TextField
        label={l.password}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        error={reply?.errors.password}
      />
      <div className="-mt-3 flex flex-wrap justify-between gap-x-4">
        <a
          href={`/auth?${new URLSearchParams({ mode: "code", redirectTo })}`}
          className="inline-flex min-h-11 items-center text-sm font-medium text-accent underline-offset-4 hover:underline"
        >
          {l.codeLink}
        </a>
        <a
          href="/auth?mode=forgot"
          className="inline-flex min-h-11 items-center text-sm font-medium text-accent underline-offset-4 hover:underline"
        >
          {l.forgotLink}
        </a>
      </div>
      <MarkupSubmitButton name="intent" value="sign-in" pendingLabel={l.signInPending}>
        {l.signInSubmit}
      </MarkupSubmitButton>
    </form>
  );
}
