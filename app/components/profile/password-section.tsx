import { PanelForm } from "~/components/account/panel-form";
import { SubmitButton } from "~/components/forms/submit-button";
import { TextField } from "~/components/forms/text-field";
import { profileCopy } from "~/content/account-pages";
import type { FormReply } from "~/lib/forms/reply";

const copy = profileCopy.password;
const ID = "password";

/** A new password, with the current one asked again; passwords never come back filled. */
export function PasswordSection({ reply }: { reply?: FormReply<"currentPassword" | "password" | "confirmPassword"> }) {
  return (
    <PanelForm id={ID} title={copy.title} description={copy.text} intent="password" reply={reply}>
      <TextField
        label={copy.current}
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        required
        className="sm:max-w-sm"
        error={reply?.errors.currentPassword}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={copy.next}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          error={reply?.errors.password}
        />
        <TextField
          label={copy.repeat}
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
          error={reply?.errors.confirmPassword}
        />
      </div>
      <SubmitButton pendingLabel={copy.saving} className="sm:w-auto sm:self-start">
        {copy.save}
      </SubmitButton>
    </PanelForm>
  );
}
