import { FormAlert } from "~/components/forms/form-alert";
import { MarkupSubmitButton } from "~/components/forms/submit-button";
import { TextField } from "~/components/forms/text-field";
import { authLabels as l } from "~/content/auth";
import { EmailField, invalidAttributes } from "./email-field.markup";
import { shownErrors } from "~/lib/auth/form-messages";
import type { FormReply } from "~/lib/forms/reply";
import type { SignInField } from "~/lib/auth/schemas";

const MESSAGE_ID = "sign-in-message";

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
  const shown = shownErrors(reply);
  return (
    <form method="post" action={action} className="space-y-5" noValidate>
      {error ? (
        <div id={MESSAGE_ID}>
          <FormAlert tone="error" focusKey={reply ?? linkError}>
            {error}
          </FormAlert>
        </div>
      ) : null}
      <input type="hidden" name="intent" value="sign-in" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <EmailField
        defaultValue={reply?.values.email}
        error={shown.errors.email}
        invalidBy={shown.invalid.email && !shown.errors.email ? MESSAGE_ID : undefined}
      />
      <TextField
        label={l.password}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        error={shown.errors.password}
        {...invalidAttributes(shown.invalid.password && !shown.errors.password ? MESSAGE_ID : undefined)}
      />
      <div className="-mt-3 flex flex-wrap justify-between gap-x-4">
        <a
          href={`/auth?${new URLSearchParams(redirectTo ? { mode: "code", redirectTo } : { mode: "code" })}`}
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
