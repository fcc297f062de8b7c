import { FormAlert } from "~/components/forms/form-alert";
import { MarkupSubmitButton } from "~/components/forms/submit-button";
import { codeSignInCopy as c } from "~/content/code-sign-in";
import { EmailField } from "./email-field.markup";
import type { FormReply } from "~/lib/forms/reply";
import { CodeField } from "./code-field";

type CodeReply = FormReply<"email" | "code" | "redirectTo">;

/**
 * Sign-in with an emailed code: the address first; once the email is on its way (or a code was
 * refused), the code for that address, with the request form again below to get a new one.
 */
export function CodeSignInForm({
  action,
  redirectTo,
  reply,
  linkError,
}: {
  /** Where the form posts: the sign-in page, its query kept (AuthPageView). */
  action: string;
  redirectTo: string;
  reply?: CodeReply;
  linkError?: string;
}) {
  const codeStep =
    reply && reply.values.email && (reply.intent === "otp-verify" || (reply.intent === "otp-request" && reply.notice));
  const requestError = reply?.intent === "otp-request" ? reply.formError : undefined;
  const error = requestError ?? (reply ? undefined : linkError);
  return (
    <div className="grid gap-8">
      {codeStep ? (
        <form method="post" action={action} className="space-y-5" noValidate>
          {reply.notice ? <FormAlert tone="success">{reply.notice}</FormAlert> : null}
          {reply.intent === "otp-verify" && reply.formError ? (
            <FormAlert tone="error" focusKey={reply}>
              {reply.formError}
            </FormAlert>
          ) : null}
          <p className="text-sm text-fg-muted">{c.codeIntro}</p>
          <input type="hidden" name="email" value={reply.values.email} />
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <CodeField label={c.codeLabel} error={reply.errors.code} />
          <MarkupSubmitButton name="intent" value="otp-verify" pendingLabel={c.verifyPending}>
            {c.verify}
          </MarkupSubmitButton>
        </form>
      ) : null}
      <form method="post" action={action} className="space-y-5" noValidate>
        {error ? (
          <FormAlert tone="error" focusKey={reply ?? linkError}>
            {error}
          </FormAlert>
        ) : null}
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <EmailField
          defaultValue={reply?.values.email}
          error={reply?.intent === "otp-request" ? reply.errors.email : undefined}
        />
        <MarkupSubmitButton name="intent" value="otp-request" pendingLabel={c.requestPending}>
          {codeStep ? c.requestAgain : c.request}
        </MarkupSubmitButton>
      </form>
    </div>
  );
}

/** `/auth?mode=resend`: the confirmation email again, for an address still waiting for it. */
export function ResendConfirmationForm({
  action,
  reply,
}: {
  action: string;
  reply?: FormReply<"email" | "code" | "redirectTo">;
}) {
  return (
    <form method="post" action={action} className="space-y-5" noValidate>
      {reply?.formError ? (
        <FormAlert tone="error" focusKey={reply}>
          {reply.formError}
        </FormAlert>
      ) : null}
      {reply?.notice ? <FormAlert tone="success">{reply.notice}</FormAlert> : null}
      <EmailField defaultValue={reply?.values.email} error={reply?.errors.email} required={false} />
      <MarkupSubmitButton name="intent" value="resend" pendingLabel={c.resendPending}>
        {c.resend}
      </MarkupSubmitButton>
    </form>
  );
}
